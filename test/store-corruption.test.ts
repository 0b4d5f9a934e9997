// A damaged database file is found and said so: at start (the file, the problem, the newest backup),
// and while serving (writes refused with 503 and the reason, a copy of the file kept), never written
// into further.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openConnection } from '../main/store/connection.ts';
import { StoreDamaged } from '../main/store/damage.ts';
import { Store } from '../main/store/store.ts';
import { cli } from './support/cli.ts';
import { filled, garblePages, PAGE } from './support/damaged-store.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { tempDir } from './support/temp.ts';

const TC = '/purchase-to-pay/timecard';

const backupOf = (dir: string) =>
  path.join(dir, 'backups', fs.readdirSync(path.join(dir, 'backups'))[0] as string);

describe('at start', () => {
  it('garbage pages: the open fails naming the file, the problem and the newest backup', async () => {
    const { dir, file } = await filled(1000);
    garblePages(file);
    let error: unknown;
    try {
      Store.open(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StoreDamaged);
    const { description, backup } = (error as StoreDamaged).damage;
    expect(backup).toBe(backupOf(dir));
    expect(description).toContain(`The database ${file} is damaged (`);
    expect(description).toContain(`To restore the newest backup (${backupOf(dir)}`);
  });

  it('a file that is not a database: serve exits 2 saying which file, and that no backup exists', async () => {
    const dir = tempDir('setu-corrupt-');
    const file = path.join(dir, 'workbench.sqlite');
    fs.writeFileSync(file, randomBytes(8 * PAGE));
    const r = await cli('serve', '--port', '0', '--data', dir);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`The database ${file} is damaged (file is not a database)`);
    expect(r.stderr).toContain('There is no backup in');
  });

  it('a large file is checked while serving: the damage found stops writes', async () => {
    const { dir, file } = await filled(1000);
    garblePages(file);
    const store = Store.open(dir, { checkAtOpenBytes: 0, backgroundCheckDelayMs: 0 });
    try {
      await expect.poll(() => store.damage, { timeout: 30_000 }).toBeDefined();
      await expect(store.write(() => undefined)).rejects.toBeInstanceOf(StoreDamaged);
    } finally {
      store.close();
    }
  });
});

describe('while serving', () => {
  let serve: ServeProcess | undefined;
  afterEach(() => serve?.stop());

  it('the first read that meets damage: 503 with the reason from then on, a copy kept, the log told', async () => {
    const { dir, file, ids } = await filled(1000);
    serve = await startServe(['--role', 'both', '--data', dir]);
    let stderr = '';
    serve.child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    garblePages(file);
    // A write from another connection changes the WAL, so the server drops its cached pages and reads
    // the file again, as it would after any restart of the cache.
    const other = openConnection(file);
    other.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('probe', '1', '')").run();
    other.close();
    const statuses = [];
    for (const id of ids) statuses.push((await fetch(`${serve.url}${TC}/${id}`)).status);
    expect(statuses).toContain(503);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

    const put = await fetch(`${serve.url}${TC}/${randomUUID()}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
      body: '{}',
    });
    expect(put.status).toBe(503);
    const { code, description } = (await put.json()) as { code: string; description: string };
    expect(code).toBe('store-damaged');
    expect(description).toContain(`The database ${file} is damaged`);
    expect(description).toContain(`To restore the newest backup (${backupOf(dir)}`);
    const copy = /A copy of it as found is in (\S+)\./.exec(description)?.[1] as string;
    expect(fs.readdirSync(copy)).toContain('workbench.sqlite');
    expect((await fetch(`${serve.url}/health`)).status).toBe(503);
    const api = await fetch(`${serve.url}/api/drafts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
      body: '{"family":"Timecard"}',
    });
    expect(api.status).toBe(503);
    expect(stderr).toContain(description);
  });
});
