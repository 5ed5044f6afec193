/**
 * The recovery e-mail's temporary password is valid for 24 hours and for one sign-in; that sign-in's
 * session may only change the password (docs/decisions/0010). A day leaves room for a slow mailbox;
 * the single use bounds what a leaked e-mail is worth.
 */
export const TEMPORARY_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;

export interface TemporaryPasswordState {
  temporaryPasswordHash: string | null;
  temporaryPasswordExpiresAt: Date | null;
  temporaryPasswordUsedAt: Date | null;
}

/** Whether the temporary password may still open a session at `now`. */
export function temporaryPasswordUsable(user: TemporaryPasswordState, now: Date): boolean {
  return (
    user.temporaryPasswordHash !== null &&
    user.temporaryPasswordUsedAt === null &&
    user.temporaryPasswordExpiresAt !== null &&
    now.getTime() < user.temporaryPasswordExpiresAt.getTime()
  );
}
