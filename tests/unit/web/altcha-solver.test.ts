import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { isAltchaChallenge, solveAltchaChallenge } from '../../../app/lib/altcha-solver';

const hmacKey = 'test-key';

describe('the browser’s ALTCHA solver', () => {
  it('returns a token the server verifies', async () => {
    const challenge = await createChallenge({ hmacKey, maxNumber: 2000, algorithm: 'SHA-256' });
    const full = { ...challenge, maxnumber: challenge.maxnumber ?? 2000 };
    expect(isAltchaChallenge(full)).toBe(true);
    const token = await solveAltchaChallenge(full);
    expect(token).not.toBeNull();
    expect(await verifySolution(token!, hmacKey, false)).toBe(true);
  });

  it('gives up when aborted, and on a challenge with no solution', async () => {
    const challenge = await createChallenge({ hmacKey, maxNumber: 2000, algorithm: 'SHA-256' });
    const controller = new AbortController();
    controller.abort();
    expect(await solveAltchaChallenge({ ...challenge, maxnumber: 2000 }, controller.signal)).toBeNull();
    expect(await solveAltchaChallenge({ ...challenge, challenge: '0'.repeat(64), maxnumber: 50 })).toBeNull();
    expect(isAltchaChallenge({ challenge: 'x' })).toBe(false);
  });
});
