/**
 * The constraint PostgreSQL named when it refused a statement with `sqlState` (23505 unique, 23514
 * check, also raised by triggers that name one), or null for any other error. Both drivers expose the
 * fields; drizzle wraps the driver's error, so they may sit on its cause.
 */
export function violatedConstraint(error: unknown, sqlState: string): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === sqlState && typeof candidate.constraint === 'string') return candidate.constraint;
    current = candidate.cause;
  }
  return null;
}
