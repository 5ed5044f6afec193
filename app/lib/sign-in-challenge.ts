import { isAltchaChallenge, solveAltchaChallenge } from './altcha-solver';
import { ApiError } from './api-client';

/** Whether a failed call is the sign-in's 428 asking for a proof of work (docs/decisions/0026). */
export const isChallengeRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'CHALLENGE_REQUIRED' && isAltchaChallenge(error.body.challenge);

/**
 * Solves the challenge of a 428 CHALLENGE_REQUIRED in the browser (SHA-256 through WebCrypto) and returns
 * the `altcha` value to send the sign-in again with.
 */
export async function solveSignInChallenge(error: ApiError, fallbackMessage: string): Promise<string> {
  const challenge = error.body.challenge;
  if (!isAltchaChallenge(challenge)) throw error;
  const solution = await solveAltchaChallenge(challenge);
  if (!solution) throw new ApiError(0, 'CHALLENGE_UNSOLVED', fallbackMessage);
  return solution;
}
