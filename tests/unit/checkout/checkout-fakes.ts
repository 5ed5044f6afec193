/**
 * The browser and the API as the checkout driver sees them, faked for tests without Chromium: the gateway's
 * token endpoint (fetch), session and local storage, the address's origin, and an API answering by path.
 */
import { vi } from 'vitest';
import type { CheckoutPorts } from '../../../app/components/checkout/checkout-driver';
import { ApiError } from '../../../app/lib/api-client';
import { EMPTY_CARD_FORM } from '../../../app/lib/card-form';

export const CARD = {
  ...EMPTY_CARD_FORM,
  holderName: 'Ana Test',
  number: '4000 0000 0000 1091',
  month: '12',
  year: '2030',
  cvv: '123',
  postalCode: '10001',
};

export const networkDown = () => new ApiError(0, 'NETWORK', 'No answer');

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** Stubs the browser's globals; answers the storages (they survive a "reload": a new driver). */
export function fakeBrowser() {
  const session = memoryStorage();
  const local = memoryStorage();
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('window', { location: { origin: 'http://rumbo.test' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ token: 'card-token' }), { status: 200 })),
  );
  return { session, local };
}

type Handler = (body: unknown, headers: Record<string, string>) => unknown;

/**
 * An API whose answers are queued by the contract's path under /api/v1: each call takes the next handler of its path (the last one
 * stays), which answers or throws. Every call is recorded.
 */
export function fakeApi(routes: Record<string, Handler[]>) {
  const calls: { path: string; body: unknown; key: string | undefined }[] = [];
  const api = vi.fn(
    async (
      contract: { path: string },
      request: { body?: unknown; headers?: Record<string, string> } = {},
    ) => {
      const path = contract.path.replace('/api/v1/', '');
      calls.push({ path, body: request.body, key: request.headers?.['Idempotency-Key'] });
      const queue = routes[path];
      if (!queue?.length) throw new Error(`No answer for ${path}`);
      const handler = queue.length > 1 ? queue.shift()! : queue[0]!;
      return handler(request.body, request.headers ?? {});
    },
  );
  return { api: api as unknown as CheckoutPorts['api'], calls };
}

/** The 3-D Secure calls for a card the bank wants to challenge (`stepUp`) or not. */
export function threeDs(stepUp: boolean, authorized = true): Record<string, Handler[]> {
  return {
    'auth-setup': [() => ({ reference_id: 'ref-1' })],
    'auth-check-enrollment': [
      () => ({
        transaction_id: 'tx-1',
        step_up: stepUp,
        step_up_url: stepUp ? 'https://bank.test/step-up' : null,
      }),
    ],
    'validate-authorization': [() => ({ authorized })],
  };
}

export function ports(api: CheckoutPorts['api']) {
  let n = 0;
  return {
    api,
    t: (key: string) => key,
    setUser: vi.fn(),
    newKey: () => `key-${++n}`,
    leaveFor: vi.fn(),
  } satisfies CheckoutPorts;
}
