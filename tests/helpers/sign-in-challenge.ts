import { createHash } from 'node:crypto';

export interface ChallengeJson {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * Solves an ALTCHA challenge as the browser does (SHA-256 of salt + number), with node's synchronous
 * hash so tests spend milliseconds, and encodes the payload the sign-in call takes as `altcha`.
 */
export function solveChallenge(challenge: ChallengeJson): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const digest = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (digest === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('challenge has no solution below maxnumber');
}
