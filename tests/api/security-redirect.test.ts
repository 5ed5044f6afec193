import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Finding 5 of the security issue: `POST /preferences` with `redirectTo=/.//evil.example` answered
 * `Location: //evil.example`. Every redirect to a target the request chose goes through one check
 * (app/lib/safe-redirect.ts, unit-tested over many spellings in tests/unit/web/safe-redirect.test.ts);
 * here the real server answers. The web build comes from the API tests'
 * global set-up (tests/helpers/web-build-setup.ts).
 */
const SPELLINGS = [
  '/.//evil.example',
  '//evil.example',
  '/..//evil.example',
  '/%2e%2e//evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/%2F/evil.example',
  '/%5C/evil.example',
  'https:evil.example',
  'https://evil.example',
  '//evil.example@rumbo.example',
  'javascript:alert(1)',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true });
});
afterAll(() => t?.close());

async function choose(fields: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/preferences',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'rumbo.example' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

describe('redirects after the language form', () => {
  it('never send the visitor to another host, however the target is spelt', async () => {
    for (const target of SPELLINGS) {
      for (const fields of [
        { lang: 'en', redirectTo: target },
        { lang: 'es', 'redirectTo-es': target, redirectTo: '/about' },
        { redirectTo: target },
      ] as Record<string, string>[]) {
        const { status, location } = await choose(fields);
        expect(status, JSON.stringify(fields)).toBe(302);
        expect(location, JSON.stringify(fields)).toMatch(/^\/(?![/\\])/);
        expect(new URL(location, 'https://rumbo.example/about').host, JSON.stringify(fields)).toBe(
          'rumbo.example',
        );
      }
    }
  });

  it('still go back to the page the visitor was on', async () => {
    expect(await choose({ lang: 'en', redirectTo: '/about?lang=es&x=1' })).toEqual({
      status: 302,
      location: '/about?x=1',
    });
    expect((await choose({ lang: 'en', redirectTo: '/a', 'redirectTo-en': '/faqs' })).location).toBe('/faqs');
  });
});
