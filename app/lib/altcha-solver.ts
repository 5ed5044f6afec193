/** ALTCHA's challenge JSON (a sign-in's 428 and `GET captcha/challenge` answer the same shape). */
export interface AltchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export const isAltchaChallenge = (value: unknown): value is AltchaChallenge => {
  const item = value as Partial<AltchaChallenge> | null;
  return (
    typeof item?.algorithm === 'string' &&
    typeof item.challenge === 'string' &&
    typeof item.maxnumber === 'number' &&
    typeof item.salt === 'string' &&
    typeof item.signature === 'string'
  );
};

/**
 * Solves a challenge in the browser and returns the token the server takes (base64 JSON of the
 * solution), or null when there is none below `maxnumber` or the signal aborted. altcha-lib hashes
 * through WebCrypto, one awaited digest per try: each resolves as a task of its own, so input and
 * painting run between tries and the page stays responsive without a worker. The library is imported on
 * first need, so no page carries it until a challenge is asked for.
 */
export async function solveAltchaChallenge(
  challenge: AltchaChallenge,
  signal?: AbortSignal,
): Promise<string | null> {
  const { solveChallenge } = await import('altcha-lib/v1');
  if (signal?.aborted) return null;
  const { algorithm, salt, signature, maxnumber } = challenge;
  const work = solveChallenge(challenge.challenge, salt, algorithm, maxnumber);
  const stop = () => work.controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const solution = await work.promise.catch(() => null);
    if (!solution || signal?.aborted) return null;
    const payload = { algorithm, challenge: challenge.challenge, number: solution.number, salt, signature };
    return btoa(JSON.stringify(payload));
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}
