import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../server/env';
import { pagePolicy, securityHeaders } from '../../../server/plugins/security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('MAP_TILES_URL', () => {
  it('is off by default, and pages load nothing from elsewhere', () => {
    const env = parseEnv({});
    expect(env.MAP_TILES_URL).toBeUndefined();
    expect(env.MAP_TILES_MAX_ZOOM).toBe(19);
    const csp = securityHeaders(pagePolicy('altcha', env.MAP_TILES_URL))['content-security-policy']!;
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
  });

  it('needs a usable template and the source’s credit', () => {
    expect(() => parseEnv({ MAP_TILES_URL: 'https://tiles.example/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILES_ATTRIBUTION/,
    );
    expect(() =>
      parseEnv({ MAP_TILES_URL: 'https://tiles.example/{z}/{x}.png', MAP_TILES_ATTRIBUTION: '© x' }),
    ).toThrow(/MAP_TILES_URL must contain/);
    expect(() =>
      parseEnv({
        MAP_TILES_URL: '/t/{z}/{x}/{y}.png',
        MAP_TILES_ATTRIBUTION: '© x',
        MAP_TILES_MAX_ZOOM: '30',
      }),
    ).toThrow(/MAP_TILES_MAX_ZOOM/);
    const env = parseEnv({
      MAP_TILES_URL: ' https://tiles.example/{z}/{x}/{y}.png ',
      MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors',
      MAP_TILES_MAX_ZOOM: '18',
    });
    expect(env.MAP_TILES_URL).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(env.MAP_TILES_MAX_ZOOM).toBe(18);
  });

  it('opens only the tile origin, for images and connections, beside the captcha’s', () => {
    const csp = securityHeaders(pagePolicy('turnstile', 'https://tiles.example:8443/{z}/{x}/{y}.png'))[
      'content-security-policy'
    ]!;
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://tiles.example:8443");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://tiles.example:8443");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://challenges.cloudflare.com");
    // A path on this site is already 'self'.
    const local = securityHeaders(pagePolicy('altcha', '/tiles/{z}/{x}/{y}.png'))['content-security-policy']!;
    expect(directive(local, 'img-src')).toBe("img-src 'self' data: blob:");
  });
});
