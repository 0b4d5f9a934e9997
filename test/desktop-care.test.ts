// The desktop app looking after itself, through the shell's modules as far as they run without
// Electron's binary: the server bundle in a Node child under the supervisor (crash, restart, give
// up, a quit during a restart), and backups and restore through the management API (a restored file
// serves the same messages) and daily backups. The shell's other parts: desktop-shell.test.ts and
// desktop-bundle.test.ts.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../main/desktop/backend.ts';
import { FileLog } from '../main/desktop/log.ts';
import type { StartMessage } from '../main/desktop/protocol.ts';
import { type Supervised, supervise } from '../main/desktop/supervisor.ts';
import { applyPendingRestore, backupsDir, checkBackup, DB_FILE, dailyBackup } from '../main/store/backup.ts';
import { Store } from '../main/store/store.ts';
import { buildShell, shellDir } from '../scripts/build-electron.ts';
import type { Draft } from '../shared/api/types.ts';
import { startServe } from './support/serve-process.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-care-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
beforeAll(() => buildShell());

/** The server bundle in a Node child process, as the supervisor drives it; `pids` to kill it by. */
function spawner() {
  const children: ReturnType<typeof fork>[] = [];
  const spawn = (): ServerProcess => {
    const child = fork(path.join(shellDir, 'utility.cjs'), [], {
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    children.push(child);
    return {
      postMessage: (m) => child.send(m as object),
      on: (event, listener) => child.on(event, listener),
      once: (event, listener) => child.once(event, listener),
      kill: () => child.kill(),
    };
  };
  return { spawn, children, latest: () => children.at(-1) };
}

const start = (): StartMessage => ({
  type: 'start',
  dataDir: dir,
  role: 'supplier',
  secretsKey: Buffer.alloc(32, 5).toString('base64'),
  backupsKept: 2,
});

interface Watched {
  supervised: Supervised;
  restarted: () => Promise<void>;
  gaveUp: Promise<string>;
  opened: string[];
  kill: () => void;
}

async function watched(): Promise<Watched> {
  const { spawn, latest } = spawner();
  let restarted: () => void = () => {};
  let gaveUp: (reason: string) => void = () => {};
  const gave = new Promise<string>((resolve) => {
    gaveUp = resolve;
  });
  const opened: string[] = [];
  const supervised = await supervise({
    spawn,
    start: start(),
    log: new FileLog(dir),
    onOpen: (folder) => opened.push(folder),
    onRestarted: () => restarted(),
    onGaveUp: (reason) => gaveUp(reason),
    backoffMs: 10,
  });
  return {
    supervised,
    restarted: () =>
      new Promise<void>((resolve) => {
        restarted = resolve;
      }),
    gaveUp: gave,
    opened,
    kill: () => latest()?.kill('SIGKILL'),
  };
}

const api = (s: Supervised, p: string, init: RequestInit = {}) =>
  fetch(`${s.current().url}/api/${p}`, {
    ...init,
    headers: {
      authorization: `Bearer ${s.current().token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
const newDraft = async (s: Supervised) =>
  (
    (await (
      await api(s, 'drafts', { method: 'POST', body: JSON.stringify({ family: 'Timecard' }) })
    ).json()) as Draft
  ).id;
const draftIds = async (s: Supervised) =>
  ((await (await api(s, 'drafts')).json()) as { items: { id: string }[] }).items.map((d) => d.id).sort();

describe('the server process under the supervisor', () => {
  it('is started again on the same address when it crashes, and its data is there', async () => {
    const w = await watched();
    try {
      const url = w.supervised.current().url;
      const id = await newDraft(w.supervised);
      const again = w.restarted();
      w.kill();
      await again;
      expect(w.supervised.current().url).toBe(url);
      expect(await draftIds(w.supervised)).toEqual([id]);
      const log = fs.readFileSync(path.join(dir, 'logs', 'workbench.log'), 'utf8');
      expect(log).toMatch(/server process ended unexpectedly \(exit code null\); crash 1/);
      expect(log).toContain(`server process started again at ${url}`);
    } finally {
      await w.supervised.stop();
    }
  });

  it('gives up after repeated crashes, with the reason for the error screen', async () => {
    const w = await watched();
    for (let crash = 1; crash <= 3; crash++) {
      const again = w.restarted();
      w.kill();
      await again;
    }
    w.kill();
    expect(await w.gaveUp).toMatch(/ended unexpectedly 4 times within 10 minutes/);
  });

  it('leaves no server process behind when the app quits while a crashed one is started again', async () => {
    const { spawn, children } = spawner();
    let secondStarting: () => void = () => {};
    const second = new Promise<void>((resolve) => {
      secondStarting = resolve;
    });
    let restarted = false;
    const supervised = await supervise({
      spawn: () => {
        const child = spawn();
        if (children.length === 2) secondStarting();
        return child;
      },
      start: start(),
      log: new FileLog(dir),
      onOpen: () => {},
      onRestarted: () => {
        restarted = true;
      },
      onGaveUp: () => {},
      backoffMs: 10,
    });
    children[0]?.kill('SIGKILL');
    await second;
    // The quit comes while the new process is still starting (its store opening, its port not yet bound).
    await supervised.stop();
    expect(children).toHaveLength(2);
    for (const child of children) expect(child.exitCode !== null || child.signalCode !== null).toBe(true);
    // The one started meanwhile was asked to stop, not killed: it closed its store.
    expect(children[1]?.exitCode).toBe(0);
    expect(restarted).toBe(false);
  });

  it('asks the app to open the data or log folder; headless serve says it cannot', async () => {
    const w = await watched();
    try {
      const res = await api(w.supervised, 'desktop/open', {
        method: 'POST',
        body: JSON.stringify({ folder: 'logs' }),
      });
      expect(res.status).toBe(204);
      await expect.poll(() => w.opened).toEqual(['logs']);
      expect(
        (
          await api(w.supervised, 'desktop/open', {
            method: 'POST',
            body: JSON.stringify({ folder: '/etc' }),
          })
        ).status,
      ).toBe(400);
    } finally {
      await w.supervised.stop();
    }
    const serve = await startServe(['--data', dir]);
    try {
      const res = await fetch(`${serve.url}/api/desktop/open`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serve.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ folder: 'data' }),
      });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { description: string }).description).toContain(dir);
    } finally {
      await serve.stop();
    }
  });
});

describe('backups and restore', () => {
  it('a backup copy, restored, serves the same messages; the replaced database is kept', async () => {
    const w = await watched();
    try {
      const before = [await newDraft(w.supervised), await newDraft(w.supervised)].sort();
      const copy = await api(w.supervised, 'backups/copy');
      expect(copy.status).toBe(200);
      expect(copy.headers.get('content-disposition')).toMatch(
        /filename="setu-workbench-\d{4}-\d{2}-\d{2}\.sqlite"/,
      );
      const bytes = new Uint8Array(await copy.arrayBuffer());
      await newDraft(w.supervised);
      expect(await draftIds(w.supervised)).toHaveLength(3);

      const again = w.restarted();
      const restore = await api(w.supervised, 'backups/restore', {
        method: 'POST',
        body: bytes,
        headers: { 'content-type': 'application/vnd.sqlite3' },
      });
      expect(await restore.json()).toEqual({ restarting: true });
      await again;
      expect(await draftIds(w.supervised)).toEqual(before);
      const kept = fs.readdirSync(backupsDir(dir)).filter((n) => n.endsWith('-before-restore.sqlite'));
      expect(kept).toHaveLength(1);
      // What the restore replaced (three drafts) can itself be restored.
      checkBackup(path.join(backupsDir(dir), kept[0] as string));
    } finally {
      await w.supervised.stop();
    }
  });

  it('refuses what is not a sound database of this version, before touching anything', async () => {
    const w = await watched();
    try {
      const id = await newDraft(w.supervised);
      const refused = async (body: Uint8Array) => {
        const res = await api(w.supervised, 'backups/restore', { method: 'POST', body });
        expect(res.status).toBe(400);
        return ((await res.json()) as { description: string }).description;
      };
      expect(await refused(new TextEncoder().encode('not a database at all '.repeat(100)))).toMatch(
        /cannot be opened|not a SETU Workbench database/,
      );
      const newer = path.join(dir, 'newer.sqlite');
      const copy = new Uint8Array(await (await api(w.supervised, 'backups/copy')).arrayBuffer());
      fs.writeFileSync(newer, copy);
      const db = new Database(newer);
      db.prepare(
        "INSERT INTO migrations (id, name, sha256, applied_at) VALUES (999, 'future', 'x', 'now')",
      ).run();
      db.close();
      expect(await refused(fs.readFileSync(newer))).toMatch(/newer version of the Workbench/);
      expect(fs.existsSync(path.join(dir, 'restore-pending.sqlite'))).toBe(false);
      expect(await draftIds(w.supervised)).toEqual([id]);
    } finally {
      await w.supervised.stop();
    }
  });

  it('takes one automatic backup a day and keeps the last N of them, never the others', () => {
    Store.open(dir).close();
    fs.mkdirSync(backupsDir(dir), { recursive: true });
    fs.writeFileSync(path.join(backupsDir(dir), 'workbench-2026-01-01T00-00-00-000Z-manual.sqlite'), '');
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 9));
    expect(dailyBackup(dir, 2, day(1))).toBeDefined();
    expect(dailyBackup(dir, 2, new Date(Date.UTC(2026, 10, 1, 18)))).toBeUndefined();
    dailyBackup(dir, 2, day(2));
    dailyBackup(dir, 2, day(3));
    const names = fs.readdirSync(backupsDir(dir)).sort();
    expect(names).toEqual([
      'workbench-2026-01-01T00-00-00-000Z-manual.sqlite',
      'workbench-2026-11-02T09-00-00-000Z-daily.sqlite',
      'workbench-2026-11-03T09-00-00-000Z-daily.sqlite',
    ]);
    checkBackup(path.join(backupsDir(dir), names[2] as string));
  });

  it('without a staged restore, the store opens as it was', () => {
    Store.open(dir).close();
    expect(applyPendingRestore(dir)).toBeUndefined();
    expect(fs.existsSync(path.join(dir, DB_FILE))).toBe(true);
  });
});
