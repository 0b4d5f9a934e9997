// The data directory holds names, addresses, pay rates and key hashes: only its user may read it.
// The directory is 0700 and every file in it 0600 (the database, its WAL and shared memory, backups,
// keys), from the first start and repaired at every start for installs made before.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_RESTORE } from '../main/store/backup.ts';
import { type Migration, migrations } from '../main/store/migrations.ts';
import { Store } from '../main/store/store.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { tempDir } from './support/temp.ts';

const mode = (p: string) => fs.statSync(p).mode & 0o777;

/** Every entry under `dir` (itself included) with its permission bits, by path relative to `dir`. */
function modes(dir: string): Record<string, number> {
  const out: Record<string, number> = { '.': mode(dir) };
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, full)] = mode(full);
  }
  return out;
}

const expectPrivate = (dir: string) => {
  for (const [name, bits] of Object.entries(modes(dir))) {
    const isDir = fs.statSync(path.join(dir, name)).isDirectory();
    expect([name, bits.toString(8)]).toEqual([name, isDir ? '700' : '600']);
  }
};

const put = (store: Store, id: string) =>
  store.write((tx) =>
    tx.put({ collection: '/c', id, family: 'Timecard', owner: '', body: { id }, standardVersion: '2.0' }),
  );

describe.skipIf(process.platform === 'win32')('data directory permissions', () => {
  let serve: ServeProcess | undefined;
  afterEach(() => serve?.stop());

  it('a first serve makes the directory 0700 and every file 0600, the WAL and shared memory included', async () => {
    const dir = path.join(tempDir('setu-perm-'), 'data');
    serve = await startServe(['--data', dir]);
    const res = await fetch(`${serve.url}/purchase-to-pay/timecard/6f1c1d2e-0b7a-4d36-9a0e-3c5d7e9f1a2b`);
    expect(res.status).toBe(404);
    expect(Object.keys(modes(dir))).toEqual(
      expect.arrayContaining([
        'workbench.sqlite',
        'workbench.sqlite-wal',
        'workbench.sqlite-shm',
        'secrets-key',
      ]),
    );
    expectPrivate(dir);
  });

  it('a restore staged through the management API is 0600, and nothing of its upload is left', async () => {
    const dir = path.join(tempDir('setu-perm-'), 'data');
    serve = await startServe(['--data', dir]);
    const api = (p: string, init: RequestInit = {}) =>
      fetch(`${serve?.url}/api/${p}`, { ...init, headers: { authorization: `Bearer ${serve?.token}` } });
    const copy = await api('backups/copy');
    expect(copy.status).toBe(200);
    const restore = await api('backups/restore', { method: 'POST', body: await copy.arrayBuffer() });
    expect(await restore.json()).toEqual({ restarting: false });
    expect(fs.readdirSync(dir).filter((n) => n.startsWith('.'))).toEqual([]);
    expect(fs.readdirSync(dir)).toContain(PENDING_RESTORE);
    expectPrivate(dir);
  });

  it('a migration backup is 0600 in a 0700 directory', async () => {
    const dir = tempDir('setu-perm-');
    const store = Store.open(dir, { migrations: migrations.slice(0, 1) as Migration[] });
    await put(store, 'a');
    store.close();
    const upgraded = Store.open(dir);
    expect(upgraded.migration.backup).toBeDefined();
    upgraded.close();
    expect(fs.readdirSync(path.join(dir, 'backups'))).toHaveLength(1);
    expectPrivate(dir);
  });

  it('an install made with loose permissions is repaired when the store opens', async () => {
    const dir = tempDir('setu-perm-');
    const store = Store.open(dir);
    await put(store, 'a');
    store.close();
    fs.mkdirSync(path.join(dir, 'backups'));
    fs.writeFileSync(path.join(dir, 'backups', 'old.sqlite'), 'x');
    for (const name of Object.keys(modes(dir))) {
      const full = path.join(dir, name);
      fs.chmodSync(full, fs.statSync(full).isDirectory() ? 0o755 : 0o644);
    }
    Store.open(dir).close();
    expectPrivate(dir);
  });
});
