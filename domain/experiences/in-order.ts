/**
 * Runs queries one after the other and answers their results as Promise.all would: inside a transaction
 * the queries share one connection, which runs one query at a time (node-postgres deprecates queueing).
 */
export async function inOrder<T extends readonly unknown[]>(
  ...queries: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as unknown as T;
}
