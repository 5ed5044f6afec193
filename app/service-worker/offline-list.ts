/**
 * The offline page's one script (/offline.js, bundled by scripts/service-worker.ts): lists the vouchers
 * kept on this device, newest first, so a traveller who opens the installed app without signal reaches
 * theirs in one tap. Their links carry their tokens, which never leave this device's cache; the list is
 * drawn with DOM calls, never as HTML.
 */
import { VOUCHER_CACHE } from './offline-rules';

async function listKeptVouchers() {
  const list = document.getElementById('kept-list');
  const block = document.getElementById('kept');
  if (!list || !block || typeof caches === 'undefined' || !(await caches.has(VOUCHER_CACHE))) return;
  const requests = await (await caches.open(VOUCHER_CACHE)).keys();
  for (const request of [...requests].reverse()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin) continue;
    const code = decodeURIComponent(url.pathname.split('/')[2] ?? '');
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = url.pathname + url.search;
    link.textContent = `Voucher ${code}`;
    item.append(link);
    list.append(item);
  }
  block.hidden = list.childElementCount === 0;
}

void listKeptVouchers().catch(() => undefined);
