import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/lib/api-client';
import { makeQueryClient } from '../../../app/lib/query-client';
import { retriesFailure, retryDelayMs } from '../../../app/lib/retry-policy';

const failure = (status: number) => new ApiError(status, 'X', 'message');

describe('which failed calls the browser asks again by itself', () => {
  it('retries no network and a failing server, twice at most', () => {
    expect(retriesFailure(0, failure(0))).toBe(true);
    expect(retriesFailure(1, failure(503))).toBe(true);
    expect(retriesFailure(2, failure(500))).toBe(false);
  });

  it("never retries the server's answer about the request (4xx), nor what is no API error", () => {
    for (const status of [400, 401, 404, 409, 422, 429])
      expect(retriesFailure(0, failure(status))).toBe(false);
    expect(retriesFailure(0, new Error('bug'))).toBe(false);
  });

  it('leaves a server shedding load alone (it asked for seconds, not half of one)', () => {
    expect(retriesFailure(0, new ApiError(503, 'SERVICE_OVERLOADED', 'busy'))).toBe(false);
  });

  it('waits half a second, then one, never more than two', () => {
    expect([0, 1, 2, 5].map(retryDelayMs)).toEqual([500, 1000, 2000, 2000]);
  });

  it('does not ask again when the tab comes back', () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
