import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../i18n/translation-context';
import type { Endpoint, RequestInput, SuccessAnswer } from '../../domain/contract/endpoint';
import type { loader as rootLoader } from '../root';
import { checkAnswer } from './answer-check';
import { ApiError, endpointUrl, failureAnswer } from './api-client';

/** One upload: the contract's params, the form's parts and who hears of its progress. */
export interface UploadCall<E extends Endpoint> {
  params: RequestInput<E, 'params'>;
  form: FormData;
  /** The share of the body sent so far, 0 to 1. */
  onProgress?: (sent: number) => void;
}

/**
 * A multipart upload to a contract's endpoint with the API's headers (an operator's photos): `fetch` says
 * nothing of a body's progress, so this one call goes through XMLHttpRequest, answering like `api()` —
 * the success schema's output, or an ApiError with the server's translated message
 * (docs/decisions/0049-contracts).
 */
export function useApiUpload() {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const { t, lang } = useTranslation();
  const apiToken = root?.apiToken ?? '';
  return useCallback(
    <E extends Endpoint>(contract: E, call: UploadCall<E>): Promise<SuccessAnswer<E>> =>
      new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open(contract.method, endpointUrl(contract.path, call.params as Record<string, unknown>));
        request.setRequestHeader('api-token', apiToken);
        request.setRequestHeader('language-code', lang);
        request.responseType = 'json';
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) call.onProgress?.(event.loaded / event.total);
        };
        request.onload = () => {
          const data = (request.response ?? {}) as Record<string, unknown>;
          if (request.status < 200 || request.status >= 300) {
            reject(failureAnswer(request.status, data, t('errors.internal')));
            return;
          }
          if (import.meta.env.DEV) checkAnswer(contract, data);
          resolve(data as SuccessAnswer<E>);
        };
        request.onerror = () => reject(new ApiError(0, 'NETWORK', t('errors.internal')));
        request.send(call.form);
      }),
    [apiToken, lang, t],
  );
}
