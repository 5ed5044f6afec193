import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../../app/lib/safe-redirect';
import { action } from '../../../app/routes/preferences';

/**
 * Spellings a browser may read as another host (finding 5 of the security issue). Each is refused (the
 * fallback) or turned into a path that stays on this site; none may come out as `//host`, `/\host` or a
 * scheme.
 */
const HOSTILE = [
  '//evil.example',
  '///evil.example',
  '/.//evil.example',
  '/./evil.example/..//evil.example',
  '/..//evil.example',
  '/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E//evil.example',
  '/a/../..//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/ /evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
  '/\u00a0/evil.example',
  '/\u200b/evil.example',
  '/\u202e/evil.example',
  'https://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  '//evil.example/%2F..',
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,x',
  'evil.example',
  '',
  '.',
  '?x=1',
  '#x',
  `/${'a'.repeat(3000)}`,
];

/** How a browser resolves a Location header against the page it came from. */
const resolved = (location: string) => new URL(location, 'https://rumbo.example/about');

describe('safeRedirectPath', () => {
  it('never returns a target that leaves the site', () => {
    for (const target of HOSTILE) {
      const path = safeRedirectPath(target);
      expect(resolved(path).origin, JSON.stringify(target)).toBe('https://rumbo.example');
      expect(path, JSON.stringify(target)).toMatch(/^\/(?![/\\])/);
      expect(path, JSON.stringify(target)).not.toMatch(/[\s\\]/);
    }
  });

  it('refuses every hostile spelling outright (the fallback), not a repaired guess', () => {
    for (const target of HOSTILE) {
      expect(safeRedirectPath(target, { fallback: '/home' }), JSON.stringify(target)).toBe('/home');
    }
  });

  it('refuses what is not a string', () => {
    for (const target of [null, undefined, 42, {}, ['/about'], new Blob(['/about'])]) {
      expect(safeRedirectPath(target)).toBe('/');
    }
  });

  it('keeps same-site paths, their query and fragment', () => {
    for (const [target, expected] of [
      ['/', '/'],
      ['/about', '/about'],
      ['/search/playa?page=2#results', '/search/playa?page=2#results'],
      ['/panama/boquete/cafe/12', '/panama/boquete/cafe/12'],
      ['/a/./b/../c', '/a/c'],
      ['/%2F/evil.example', '/%2F/evil.example'],
      ['/caf%C3%A9', '/caf%C3%A9'],
      ['/café', '/caf%C3%A9'],
      ['/about?next=//evil.example', '/about?next=//evil.example'],
    ] as const) {
      expect(safeRedirectPath(target), target).toBe(expected);
    }
  });

  it('drops the named query parameters only', () => {
    expect(safeRedirectPath('/about?lang=en&x=1', { dropParams: ['lang'] })).toBe('/about?x=1');
    expect(safeRedirectPath('/about?x=a%20b', { dropParams: ['lang'] })).toBe('/about?x=a%20b');
  });
});

describe('the preferences form', () => {
  async function post(fields: Record<string, string>) {
    const request = new Request('https://rumbo.example/preferences', {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    const response = (await action({ request } as Parameters<typeof action>[0])) as Response;
    return response.headers.get('location') ?? '';
  }

  it('redirects only within the site, whatever the target says', async () => {
    for (const target of HOSTILE) {
      for (const fields of [
        { lang: 'en', redirectTo: target },
        { lang: 'es', 'redirectTo-es': target },
        { redirectTo: target },
      ] as Record<string, string>[]) {
        const location = await post(fields);
        expect(resolved(location).origin, JSON.stringify(fields)).toBe('https://rumbo.example');
        expect(location, JSON.stringify(fields)).toBe('/');
      }
    }
  });

  it('goes back to the page, in the chosen language, without a stale lang parameter', async () => {
    expect(await post({ lang: 'en', redirectTo: '/about?lang=es' })).toBe('/about');
    expect(await post({ lang: 'en', redirectTo: '/x', 'redirectTo-en': '/panama/a/b/1' })).toBe(
      '/panama/a/b/1',
    );
  });
});
