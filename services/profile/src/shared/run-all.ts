import type { Knex } from 'knex';

/**
 * Runs independent queries: in parallel on the pool, one after another inside a transaction
 * (a transaction is one connection, and pg will not queue queries on it for ever).
 */
export async function runAll<T extends readonly unknown[]>(
  db: Knex,
  queries: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!db.isTransaction) return Promise.all(queries.map((q) => q())) as unknown as Promise<T>;
  const results: unknown[] = [];
  for (const q of queries) results.push(await q());
  return results as unknown as T;
}
