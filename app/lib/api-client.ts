import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import type { loader as rootLoader } from '../root';

/** An answer of the JSON API that was not a success: its status, code and translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { field: string; message: string }[] = [],
    /** The whole answer, for callers that act on more than the message (a sign-in challenge). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  /** Raw bytes (an avatar upload) instead of JSON. */
  blob?: Blob;
  /** Extra headers of one call (the purchase's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Cancels the call (TanStack Query's own, when a query's key moves on: docs/decisions/0050-server-state). */
  signal?: AbortSignal;
}

/**
 * The browser's calls to `/api/v1` with the headers of docs/product.md § Conventions. The session travels in
 * its HttpOnly cookie, never in script-readable storage. Network failures become a 0-status ApiError with the
 * generic message, so every caller handles one kind of failure.
 */
export function useApi() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { t, lang } = useTranslation();
  const apiToken = root?.apiToken ?? '';
  return useCallback(
    async <T>(path: string, request: ApiRequest = {}): Promise<T> => {
      const headers: Record<string, string> = {
        ...request.headers,
        'api-token': apiToken,
        'language-code': lang,
      };
      let body: BodyInit | undefined;
      if (request.blob) {
        headers['content-type'] = request.blob.type;
        body = request.blob;
      } else if (request.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(request.body);
      }
      let response: Response;
      try {
        response = await fetch(`/api/v1/${path}`, {
          method: request.method ?? (body ? 'POST' : 'GET'),
          headers,
          body,
          credentials: 'same-origin',
          signal: request.signal,
        });
      } catch (error) {
        // A cancelled call is no failure to show: the library drops it.
        if (request.signal?.aborted) throw error;
        throw new ApiError(0, 'NETWORK', t('errors.internal'));
      }
      if (response.status === 204) return undefined as T;
      const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) {
        throw new ApiError(
          response.status,
          typeof data.code === 'string' ? data.code : 'HTTP_ERROR',
          typeof data.message === 'string' ? data.message : t('errors.internal'),
          Array.isArray(data.issues) ? (data.issues as { field: string; message: string }[]) : [],
          data,
        );
      }
      return data as T;
    },
    [apiToken, lang, t],
  );
}
