import { data } from 'react-router';
import { AppError } from '../../domain/errors';

/**
 * Loaders call the same domain functions as the API: a domain 4xx (unknown id, malformed filters) becomes
 * that status for the page's error boundary, anything else stays a server error.
 */
export function rethrowAsRouteError(error: unknown): never {
  if (error instanceof AppError && error.status >= 400 && error.status < 500) {
    throw data(null, { status: error.status });
  }
  throw error;
}
