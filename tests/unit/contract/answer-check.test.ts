import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionEndpoint, signOutEndpoint } from '../../../domain/accounts/auth-contract';
import { checkAnswer } from '../../../app/lib/answer-check';
import { endpointUrl } from '../../../app/lib/api-client';

afterEach(() => vi.restoreAllMocks());

describe("the browser's answer check (development and tests)", () => {
  it('says when an answer is outside its contract, and is quiet when it is inside', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    checkAnswer(sessionEndpoint, { user: null });
    checkAnswer(signOutEndpoint, undefined);
    expect(error).not.toHaveBeenCalled();
    checkAnswer(sessionEndpoint, { user: { id: 'one' } });
    expect(error).toHaveBeenCalledWith(
      'GET /api/v1/session answered outside its contract',
      expect.any(Array),
    );
  });

  it("fills a contract's path with its encoded params", () => {
    expect(endpointUrl('/api/v1/check-email/:email', { email: 'a b@x.io' })).toBe(
      '/api/v1/check-email/a%20b%40x.io',
    );
    expect(endpointUrl('/api/v1/delete-profile/:id/code', { id: 7 })).toBe('/api/v1/delete-profile/7/code');
  });
});
