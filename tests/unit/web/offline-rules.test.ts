import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSET_CACHE,
  assetUrlsIn,
  handlingOf,
  isKeepable,
  keepableVoucherUrl,
  MAX_ASSETS_PER_PAGE,
  shellCache,
  staleCaches,
  VOUCHER_CACHE,
} from '../../../app/service-worker/offline-rules';

/** What the service worker does with each request and what it may keep (app/service-worker). */
const ORIGIN = 'https://rumbo.example';
const voucher = `${ORIGIN}/voucher/RB-ABC123?t=secret-token`;
const navigate = (url: string) => ({ method: 'GET', url, mode: 'navigate' });
const fetched = (url: string) => ({ method: 'GET', url, mode: 'cors' });
const headers = (type: string) => ({ get: (name: string) => (name === 'content-type' ? type : null) });

describe('handlingOf', () => {
  it('never touches the API, whatever the method, mode or path below it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
        fc.constantFrom('navigate', 'cors', 'same-origin', 'no-cors'),
        fc.webPath(),
        fc.constantFrom('', '?t=secret', '?lang=en'),
        (method, mode, path, query) => {
          for (const prefix of ['/api', '/api/v1/voucher', '/api/v2'])
            expect(handlingOf({ method, mode, url: `${ORIGIN}${prefix}${path}${query}` }, ORIGIN)).toBe(
              'network',
            );
        },
      ),
    );
    expect(handlingOf(navigate(`${ORIGIN}/api`), ORIGIN)).toBe('network');
  });

  it('keeps voucher documents with a token, and nothing of another origin', () => {
    expect(handlingOf(navigate(voucher), ORIGIN)).toBe('voucher-page');
    expect(handlingOf(navigate(`${ORIGIN}/voucher/RB-ABC123`), ORIGIN)).toBe('page');
    expect(handlingOf(navigate(`${ORIGIN}/voucher/RB-ABC123?t=`), ORIGIN)).toBe('page');
    expect(handlingOf(navigate(`https://evil.example/voucher/RB-ABC123?t=x`), ORIGIN)).toBe('network');
    expect(handlingOf(fetched(`https://cdn.example/assets/app.css`), ORIGIN)).toBe('network');
    // Not a document: its calendar file and React Router's route data go to the network.
    expect(handlingOf(navigate(`${ORIGIN}/voucher/RB-ABC123/calendar.ics?t=x`), ORIGIN)).toBe('page');
    expect(handlingOf(fetched(`${ORIGIN}/voucher/RB-ABC123.data?t=x`), ORIGIN)).toBe('network');
    expect(handlingOf({ ...navigate(voucher), method: 'POST' }, ORIGIN)).toBe('network');
  });

  it('answers other navigations from the network (the offline page when it fails), build files from the cache', () => {
    expect(handlingOf(navigate(`${ORIGIN}/profile/wallet`), ORIGIN)).toBe('page');
    expect(handlingOf(navigate(`${ORIGIN}/dev/mailbox`), ORIGIN)).toBe('network');
    expect(handlingOf(fetched(`${ORIGIN}/assets/entry.client-abc.js`), ORIGIN)).toBe('asset');
    expect(handlingOf(fetched(`${ORIGIN}/media/photo.webp`), ORIGIN)).toBe('network');
    expect(handlingOf(fetched(`${ORIGIN}/favicon.svg`), ORIGIN)).toBe('shell');
    expect(handlingOf(fetched(`${ORIGIN}/favicon.svg?v=2`), ORIGIN)).toBe('network');
    expect(handlingOf(fetched(`${ORIGIN}/manifest.webmanifest`), ORIGIN)).toBe('network');
    expect(handlingOf(fetched('not a url'), ORIGIN)).toBe('network');
  });
});

describe('keepableVoucherUrl', () => {
  it('accepts this origin’s voucher links only, without their fragment', () => {
    expect(keepableVoucherUrl(`${voucher}#qr`, ORIGIN)).toBe(voucher);
    expect(keepableVoucherUrl(`${ORIGIN}/profile`, ORIGIN)).toBeUndefined();
    expect(keepableVoucherUrl(`${ORIGIN}/api/v1/voucher/X?t=y`, ORIGIN)).toBeUndefined();
    expect(keepableVoucherUrl('https://evil.example/voucher/X?t=y', ORIGIN)).toBeUndefined();
    expect(keepableVoucherUrl(42, ORIGIN)).toBeUndefined();
    expect(keepableVoucherUrl('::', ORIGIN)).toBeUndefined();
  });
});

describe('isKeepable', () => {
  const ok = { status: 200, type: 'basic', redirected: false, headers: headers('text/html; charset=utf-8') };
  it('keeps a plain 200 page of this origin, nothing else', () => {
    expect(isKeepable(ok, 'page')).toBe(true);
    expect(isKeepable({ ...ok, status: 404 }, 'page')).toBe(false);
    expect(isKeepable({ ...ok, status: 500 }, 'page')).toBe(false);
    expect(isKeepable({ ...ok, redirected: true }, 'page')).toBe(false);
    expect(isKeepable({ ...ok, type: 'opaque' }, 'asset')).toBe(false);
    expect(isKeepable({ ...ok, type: 'opaqueredirect', status: 0 }, 'page')).toBe(false);
    expect(isKeepable({ ...ok, headers: headers('application/json') }, 'page')).toBe(false);
    expect(isKeepable({ ...ok, headers: headers('text/css') }, 'asset')).toBe(true);
  });
});

describe('assetUrlsIn', () => {
  it('finds the build files a page or stylesheet names, once each, bounded', () => {
    const html =
      '<link rel="stylesheet" href="/assets/app-X1.css"><link rel="modulepreload" href="/assets/shell-a_b.js">' +
      '<script type="module">import "/assets/entry.client-Z.js";</script><use href="/assets/icons-Q.svg#clock">' +
      '<link rel="preload" href="/assets/es-D9.json"><a href="https://evil.example/x">/assets/app-X1.css';
    expect(assetUrlsIn(html, ORIGIN)).toEqual([
      `${ORIGIN}/assets/app-X1.css`,
      `${ORIGIN}/assets/shell-a_b.js`,
      `${ORIGIN}/assets/entry.client-Z.js`,
      `${ORIGIN}/assets/icons-Q.svg`,
      `${ORIGIN}/assets/es-D9.json`,
    ]);
    expect(assetUrlsIn('src:url(/assets/inter-latin-B.woff2) format("woff2")', ORIGIN)).toEqual([
      `${ORIGIN}/assets/inter-latin-B.woff2`,
    ]);
    const many = Array.from({ length: 200 }, (_, i) => `/assets/f${i}.js`).join(' ');
    expect(assetUrlsIn(many, ORIGIN)).toHaveLength(MAX_ASSETS_PER_PAGE);
  });
});

describe('staleCaches', () => {
  it('drops the product’s caches of other versions, keeps vouchers and assets, leaves others alone', () => {
    const names = [
      VOUCHER_CACHE,
      ASSET_CACHE,
      shellCache('old'),
      shellCache('new'),
      'rumbo-vouchers-v0',
      'other',
    ];
    expect(staleCaches(names, 'new')).toEqual([shellCache('old'), 'rumbo-vouchers-v0']);
  });
});
