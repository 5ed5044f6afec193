import { ApiError } from './api-client';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

const isChallenge = (value: unknown): value is Challenge => {
  const item = value as Partial<Challenge> | null;
  return (
    typeof item?.algorithm === 'string' &&
    typeof item.challenge === 'string' &&
    typeof item.maxnumber === 'number' &&
    typeof item.salt === 'string' &&
    typeof item.signature === 'string'
  );
};

/** Whether a failed call is the sign-in's 428 asking for a proof of work (docs/decisions/0026). */
export const isChallengeRequired = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'CHALLENGE_REQUIRED' && isChallenge(error.body.challenge);

/**
 * Solves the challenge of a 428 CHALLENGE_REQUIRED in the browser (SHA-256 through WebCrypto) and returns
 * the `altcha` value to send the sign-in again with. altcha-lib is imported here, on first need, so no
 * page carries it until an account under attack asks for it.
 */
export async function solveSignInChallenge(error: ApiError, fallbackMessage: string): Promise<string> {
  const challenge = error.body.challenge;
  if (!isChallenge(challenge)) throw error;
  const { solveChallenge } = await import('altcha-lib/v1');
  const { algorithm, salt, signature, maxnumber } = challenge;
  const solution = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new ApiError(0, 'CHALLENGE_UNSOLVED', fallbackMessage);
  const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
  return btoa(JSON.stringify(payload));
}
