// Every office session commits synchronously, whatever the server's default and whatever session
// options the URL carries: a 201 promises the message survives a power cut.
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { openPool } from '../main/store/postgres/connection.ts';
import { freshSchema } from './support/stores.ts';

const schema = await freshSchema();
afterAll(() => schema.drop());

it('sets synchronous_commit on in every session, keeping the URL’s own options', async () => {
  const admin = new pg.Client({ connectionString: schema.url.split('?')[0] });
  await admin.connect();
  await admin.query('ALTER DATABASE postgres SET synchronous_commit = off');
  try {
    const pool = openPool(schema.url);
    const { rows } = await pool.query<{ sc: string; path: string }>(
      "SELECT current_setting('synchronous_commit') AS sc, current_setting('search_path') AS path",
    );
    await pool.end();
    expect(rows[0]?.sc).toBe('on');
    expect(rows[0]?.path).toBe(new URL(schema.url).searchParams.get('options')?.split('=')[1]);
  } finally {
    await admin.query('ALTER DATABASE postgres RESET synchronous_commit');
    await admin.end();
  }
});
