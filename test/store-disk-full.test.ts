// A full disk, for real: the data directory on a 4 MiB tmpfs, filled up while serve runs. Writes are
// answered 507 in plain words, the log says so once per episode (not a stack trace per request),
// /health fails meanwhile, and once space is freed writes succeed again. A backup copy the disk has
// no room for leaves nothing behind to hold the space. Mounting needs root, as CI runs; elsewhere
// this is skipped.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { tempDir } from './support/temp.ts';

/** A tmpfs of `size` at a new directory; undefined where mounting is not allowed. */
function mountSmallDisk(size: string): string | undefined {
  const at = tempDir('setu-full-');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', at], { stdio: 'ignore' });
    return at;
  } catch {
    return undefined;
  }
}

const mountPoint = mountSmallDisk('4m') ?? '';
const canMount = mountPoint !== '';

/** Writes a file until the file system refuses: the disk is full. */
function fill(file: string): void {
  const fd = fs.openSync(file, 'w');
  const block = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, block);
  } catch (e) {
    expect((e as NodeJS.ErrnoException).code).toBe('ENOSPC');
  } finally {
    fs.closeSync(fd);
  }
}

describe.skipIf(!canMount)('a full disk', () => {
  let serve: ServeProcess;
  let stderr = '';
  const filler = path.join(mountPoint, 'filler');
  beforeAll(async () => {
    serve = await startServe(['--role', 'both', '--quiet', '--data', path.join(mountPoint, 'data')]);
    serve.child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
  });
  afterAll(async () => {
    await serve?.stop();
    execFileSync('umount', [mountPoint]);
  });

  const put = () => {
    const id = randomUUID();
    return fetch(`${serve.url}/purchase-to-pay/timecard/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
      body: JSON.stringify(variant(exampleMessage(family('Timecard'), '2.0'), id)),
    });
  };

  it('answers writes 507 in plain words and logs it once, then takes writes again once space is freed', async () => {
    expect((await put()).status).toBe(201);
    fill(filler);
    // The WAL reuses space it already has: writes go on until it must grow.
    const statuses: number[] = [];
    while (statuses.length < 500 && statuses.at(-1) !== 507) statuses.push((await put()).status);
    expect(statuses.at(-1)).toBe(507);
    expect(statuses.filter((s) => s !== 201 && s !== 507)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      const res = await put();
      expect(res.status).toBe(507);
      expect(await res.json()).toMatchObject({
        code: 'insufficient-storage',
        description: expect.stringMatching(
          /^The disk holding .*workbench\.sqlite is full: nothing was stored\./,
        ),
      });
    }
    expect(stderr.match(/is full/g)).toHaveLength(1);
    expect(stderr).not.toMatch(/\n\s+at /);
    // Health tells the truth: writes are failing.
    const health = () => fetch(`${serve.url}/health`).then((r) => r.status);
    expect(await health()).toBe(507);

    // The management API writes on its own connection: the same words, and one more line of log.
    const draft = () =>
      fetch(`${serve.url}/api/drafts`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ family: 'Timecard', body: { note: 'x'.repeat(64 * 1024) } }),
      });
    const drafts: number[] = [];
    while (drafts.length < 100 && drafts.at(-1) !== 507) drafts.push((await draft()).status);
    expect(drafts.filter((s) => s !== 201 && s !== 507)).toEqual([]);
    const refused = await draft();
    expect(refused.status).toBe(507);
    expect(await refused.json()).toMatchObject({ code: 'insufficient-storage' });
    expect(stderr).not.toMatch(/\n\s+at /);

    fs.rmSync(filler);
    expect((await put()).status).toBe(201);
    expect(await health()).toBe(200);
    expect(stderr.match(/is full/g)).toHaveLength(2);
    expect(stderr).toMatch(/writes succeed again/);
  });
});

describe.skipIf(!canMount)('a backup copy on a nearly full disk', () => {
  const disk = mountSmallDisk('8m') as string;
  const data = path.join(disk, 'data');
  const filler = path.join(disk, 'filler');
  let serve: ServeProcess;
  const start = async () => {
    serve = await startServe(['--role', 'both', '--quiet', '--data', data]);
  };
  beforeAll(start);
  afterAll(async () => {
    await serve?.stop();
    execFileSync('umount', [disk]);
  });

  const api = (p: string, init: RequestInit = {}) =>
    fetch(`${serve.url}/api/${p}`, {
      ...init,
      headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
    });
  const put = async () => {
    const id = randomUUID();
    const res = await fetch(`${serve.url}/purchase-to-pay/timecard/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
      body: JSON.stringify(variant(exampleMessage(family('Timecard'), '2.0'), id)),
    });
    return res.status;
  };
  /** What is in the data folder besides the database (with its WAL and shared memory) and the keys. */
  const leftovers = () =>
    fs
      .readdirSync(data)
      .filter((n) => !/^(workbench\.sqlite(-wal|-shm)?|secrets-key|management-token)$/.test(n));

  it('is 507, and leaves no temporary file to fill the disk for good, across a restart too', async () => {
    // Some 2 MB of drafts, so that a copy needs more room than is left.
    for (let i = 0; i < 32; i++) {
      const res = await api('drafts', {
        method: 'POST',
        body: JSON.stringify({ family: 'Timecard', body: { note: `${i}`.repeat(64 * 1024) } }),
      });
      expect(res.status).toBe(201);
    }
    expect(leftovers()).toEqual([]);
    fill(filler);
    // About 1 MiB free: room for writes, not for a copy of the database.
    fs.truncateSync(filler, fs.statSync(filler).size - 1024 * 1024);

    const copy = await api('backups/copy');
    expect(copy.status).toBe(507);
    expect(await copy.json()).toMatchObject({ code: 'insufficient-storage' });
    expect(leftovers()).toEqual([]);
    expect(await put()).toBe(201);

    // A copy cut short by its process's end (kill -9, a power cut), here one that took the last of
    // the space, is removed at the next start.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const stale = path.join(data, `.copy.sqlite.${dead}.1.tmp`);
    fs.writeFileSync(`${stale}-journal`, '');
    fill(stale);
    await serve.stop();
    await start();
    expect(leftovers()).toEqual([]);
    expect(await put()).toBe(201);
    fs.rmSync(filler);
  });
});
