// One statement on the office's pool, its failure to reach the database said in words (Reach).
import type pg from 'pg';
import type { Reach } from './connection.ts';

export async function queryRows<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  reach: Reach,
  q: { name: string; text: string },
  values: unknown[],
): Promise<R[]> {
  try {
    return (await pool.query<R>({ ...q, values })).rows;
  } catch (e) {
    throw reach.failed(e);
  }
}
