import { describe, expect, it } from 'vitest';
import { isDeveloperClient, isLoopbackAddress, isLoopbackHost } from '../../../server/developer-client';

describe('developer client', () => {
  it('knows loopback socket addresses, also IPv4-mapped, and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.9']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [
      undefined,
      '',
      '10.0.0.1',
      '0.0.0.0',
      '::',
      'fd00::1',
      '::ffff:10.0.0.1',
      '128.0.0.1',
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it('knows loopback Host names, with or without a port', () => {
    for (const host of ['localhost', 'LOCALHOST:3000', '127.0.0.1', '127.0.0.1:80', '[::1]', '[::1]:8080']) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of [
      undefined,
      '',
      'localhost.evil.example',
      'evil.example',
      '192.0.2.2',
      '[fd00::2]',
      'localhost:x',
      '::1',
    ]) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });

  it('needs all three: loopback socket, no proxy header, loopback Host', () => {
    const headers = { host: 'localhost:3000' };
    expect(isDeveloperClient({ remoteAddress: '127.0.0.1', headers })).toBe(true);
    expect(isDeveloperClient({ remoteAddress: '10.0.0.1', headers })).toBe(false);
    expect(isDeveloperClient({ remoteAddress: '127.0.0.1', headers: { host: 'rumbo.example' } })).toBe(false);
    expect(isDeveloperClient({ remoteAddress: '127.0.0.1', headers: { ...headers, via: '1.1 proxy' } })).toBe(
      false,
    );
  });
});
