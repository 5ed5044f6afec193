import { VOUCHER_CACHE } from '../service-worker/offline-rules';

/** At the site's root, so its scope covers every page (the vouchers under /voucher/). */
const WORKER_URL = '/sw.js';

/**
 * Only a production build has a worker (scripts/service-worker.ts), and browsers allow one only in a
 * secure context (https, or localhost while testing).
 */
const supported = () =>
  import.meta.env.PROD &&
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator;

/**
 * Registers the service worker once the page has loaded: installing it (it fetches the offline page)
 * never competes with the page's own files. A browser that refuses it simply has no offline copies.
 */
export function registerServiceWorker() {
  if (!supported()) return;
  const register = () => {
    navigator.serviceWorker
      .register(WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The build files this page loaded, so the worker keeps what a script fetched after the HTML (a font). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
}

/**
 * Asks the worker to keep the voucher on screen for offline use (app/service-worker/worker.ts); true once
 * it is kept. Waits for the worker: on a first visit it is installed after this page loaded.
 */
export async function keepVoucherOffline(href: string): Promise<boolean> {
  if (!supported()) return false;
  const registration = await navigator.serviceWorker.ready;
  const active = registration.active;
  if (!active) return false;
  const channel = new MessageChannel();
  const answer = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => resolve(event.data.kept === true);
  });
  active.postMessage({ type: 'keep-voucher', url: href, resources: loadedAssets() }, [channel.port2]);
  return answer;
}

/**
 * Deletes the vouchers kept on this device: on sign-out, the next person at this browser must not find
 * them (each is reachable by its link alone, so a kept one is as good as the e-mail).
 */
export async function forgetOfflineVouchers() {
  if (typeof caches === 'undefined') return;
  await caches.delete(VOUCHER_CACHE).catch(() => undefined);
}
