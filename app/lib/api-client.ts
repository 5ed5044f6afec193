import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import type { Endpoint, RequestInput, SuccessAnswer } from '../../domain/contract/endpoint';
import type { loader as rootLoader } from '../root';
import { checkAnswer } from './answer-check';

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

/** A failure answer's body as an ApiError; `fallback` is the message when the body has none. */
export function failureAnswer(status: number, data: Record<string, unknown>, fallback: string): ApiError {
  return new ApiError(
    status,
    typeof data.code === 'string' ? data.code : 'HTTP_ERROR',
    typeof data.message === 'string' ? data.message : fallback,
    Array.isArray(data.issues) ? (data.issues as { field: string; message: string }[]) : [],
    data,
  );
}

/** What one call sends: the contract's params, query, body and headers, typed by its schemas. */
export type ApiCall<E extends Endpoint> = {
  /** Raw bytes (an avatar upload) instead of a JSON body. */
  blob?: Blob;
  /** Extra headers of one call (the purchase's Idempotency-Key). */
  headers?: Record<string, string>;
  /** Cancels the call (TanStack Query's own, when a query's key moves on: docs/decisions/0050-server-state). */
  signal?: AbortSignal;
  query?: Record<string, string | number | undefined>;
} & (E['params'] extends object ? { params: RequestInput<E, 'params'> } : { params?: undefined }) &
  (E['body'] extends object ? { body?: RequestInput<E, 'body'> } : { body?: undefined });

/** A contract's path with its `:params` filled in, each encoded. */
export function endpointUrl(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/** The query string of a call, without the undefined values. */
function queryString(query: ApiCall<Endpoint>['query']): string {
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : '';
}

/**
 * The browser's calls to the JSON API with the headers of docs/product.md § Conventions: `api(contract, call)`
 * answers the contract's success schema's output (docs/decisions/0049-contracts). In development and tests the
 * answer is checked against that schema; production builds keep no schema (vite.config.ts). The session
 * travels in its HttpOnly cookie, never in script-readable storage. Network failures become a 0-status
 * ApiError with the generic message, so every caller handles one kind of failure.
 */
export function useApi() {
  const send = useSend();
  return useCallback(
    async <E extends Endpoint>(contract: E, ...[call]: OptionalCall<E>): Promise<SuccessAnswer<E>> => {
      const request = (call ?? {}) as ApiCall<Endpoint>;
      const url =
        endpointUrl(contract.path, request.params as Record<string, unknown> | undefined) +
        queryString(request.query);
      const answer = await send(url, {
        method: contract.method,
        body: request.body,
        blob: request.blob,
        headers: request.headers,
        signal: request.signal,
      });
      if (import.meta.env.DEV) checkAnswer(contract, answer);
      return answer as SuccessAnswer<E>;
    },
    [send],
  );
}

/** A file the API answers instead of JSON: its bytes and the name its Content-Disposition gives. */
export interface ApiFile {
  blob: Blob;
  fileName: string;
}

/**
 * The browser's downloads from the API (a manifest's CSV): the same call as `api(contract, call)`, with the
 * same headers and session, answered as a file; a failure is the same ApiError.
 */
export function useApiFile() {
  const send = useSend();
  return useCallback(
    async <E extends Endpoint>(contract: E, ...[call]: OptionalCall<E>): Promise<ApiFile> => {
      const request = (call ?? {}) as ApiCall<Endpoint>;
      const url =
        endpointUrl(contract.path, request.params as Record<string, unknown> | undefined) +
        queryString(request.query);
      return (await send(url, {
        method: contract.method,
        headers: request.headers,
        signal: request.signal,
        file: true,
      })) as ApiFile;
    },
    [send],
  );
}

/** The call may be left out when the contract needs no params. */
type OptionalCall<E extends Endpoint> = E['params'] extends object ? [call: ApiCall<E>] : [call?: ApiCall<E>];

interface SendRequest {
  method?: string;
  body?: unknown;
  blob?: Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The answer is a file (ApiFile), not JSON. */
  file?: boolean;
}

/** One request with the API's headers; a failure answer becomes an ApiError. */
function useSend() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { t, lang } = useTranslation();
  const apiToken = root?.apiToken ?? '';
  return useCallback(
    async (url: string, request: SendRequest): Promise<unknown> => {
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
        response = await fetch(url, {
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
      if (response.status === 204) return undefined;
      if (request.file && response.ok) {
        const disposition = response.headers.get('content-disposition') ?? '';
        const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
        return { blob: await response.blob(), fileName } satisfies ApiFile;
      }
      const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      if (!response.ok) throw failureAnswer(response.status, data, t('errors.internal'));
      return data;
    },
    [apiToken, lang, t],
  );
}
