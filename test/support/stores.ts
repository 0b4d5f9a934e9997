// The exchange server's stores as the tests open them: SQLite in a temporary directory, or a fresh
// schema in the run's PostgreSQL cluster (postgres.ts), so that one suite runs against both.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { ExchangeStore } from '../../main/store/exchange-store.ts';
import { PgExchange } from '../../main/store/postgres/store.ts';
import { SqliteExchange } from '../../main/store/sqlite-exchange.ts';
import { Store } from '../../main/store/store.ts';

export type StoreKind = 'sqlite' | 'postgresql';
export const storeKinds: StoreKind[] = ['sqlite', 'postgresql'];

export interface TestStore {
  store: ExchangeStore;
  /** The data directory (SQLite's file; the management API's with PostgreSQL). */
  dir: string;
  /** The database URL, with its own schema (PostgreSQL). */
  url?: string;
  dispose(): Promise<void>;
}

/** A new empty schema in the run's cluster, as a URL whose connections use it. */
export async function freshSchema(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = inject('postgresUrl');
  const schema = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await admin.end();
  }
  return {
    url: `${base}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`DROP SCHEMA ${schema} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function openTestStore(kind: StoreKind): Promise<TestStore> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-server-'));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  if (kind === 'sqlite') {
    const store = new SqliteExchange(Store.open(dir));
    return {
      store,
      dir,
      async dispose() {
        await store.close();
        removeDir();
      },
    };
  }
  const schema = await freshSchema();
  const store = await PgExchange.open(schema.url);
  return {
    store,
    dir,
    url: schema.url,
    async dispose() {
      await store.close();
      await schema.drop();
      removeDir();
    },
  };
}

/** A new store of the kind for a `serve` process: the arguments that name it, and a way to look inside. */
export interface ServeStore {
  args: string[];
  /** Opens the store as the process left it, to check what it holds. */
  open(): Promise<ExchangeStore>;
  dispose(): Promise<void>;
}

export async function serveStore(kind: StoreKind): Promise<ServeStore> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-serve-'));
    return {
      args: ['--data', dir],
      open: async () => new SqliteExchange(Store.open(dir)),
      async dispose() {
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = await freshSchema();
  return { args: ['--store', schema.url], open: () => PgExchange.open(schema.url), dispose: schema.drop };
}
