/**
 * The database's own words for refusing a write (the driver's error, or the cause drizzle wraps it in),
 * so each test proves the rule it names refused it, not some other mistake in the statement.
 */
export async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return (cause instanceof Error ? cause : (error as Error)).message;
  }
  throw new Error('the database accepted the write');
}
