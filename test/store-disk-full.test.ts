// A full disk, for real: the data directory on a 4 MiB tmpfs, filled up while serve runs. Writes are
// answered 507 in plain words, the log says so once per episode (not a stack trace per request), and
// once space is freed writes succeed again. Mounting needs root, as CI runs; elsewhere this is skipped.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../shared/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { type ServeProcess, startServe } from './support/serve-process.ts';
import { tempDir } from './support/temp.ts';

const mountPoint = tempDir('setu-full-');
const canMount = (() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

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
    expect(stderr.match(/is full/g)).toHaveLength(2);
    expect(stderr).toMatch(/writes succeed again/);
  });
});
