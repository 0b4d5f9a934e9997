// Acknowledged writes survive a killed server; concurrent writers to one new id get one 201.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Store } from '../main/store/store.ts';
import { family } from '../shared/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { startTestServer } from './support/server.ts';
import { storeKinds } from './support/stores.ts';

const bin = path.resolve(import.meta.dirname, '../bin/setu-workbench.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-kill-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function serve(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [bin, 'serve', '--role', 'both', '--port', '0', '--data', dir, '--quiet'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const url = /listening on (\S+)/.exec(out)?.[1];
      if (url) resolve({ child, url });
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
}

describe('durability', () => {
  it('SIGKILL mid-stream: every acknowledged PUT is stored intact, nothing is half-stored', async () => {
    const { child, url } = await serve();
    const sent = new Map<string, Record<string, unknown>>();
    const acknowledged = new Set<string>();
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const id = randomUUID();
        const doc = variant(exampleMessage(family('Timecard'), '2.0'), id);
        sent.set(id, doc);
        try {
          const res = await fetch(`${url}/purchase-to-pay/timecard/${id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
            body: JSON.stringify(doc),
          });
          await res.arrayBuffer();
          if (res.status === 201) acknowledged.add(id);
        } catch {
          // The server died under this request: no answer, so no promise was made.
        }
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    await new Promise((r) => setTimeout(r, 1500));
    child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    console.log(`${acknowledged.size} PUTs acknowledged of ${sent.size} sent before SIGKILL`);
    expect(acknowledged.size).toBeGreaterThan(50);

    const store = Store.open(dir);
    try {
      for (const [id, doc] of sent) {
        const stored = store.get('/purchase-to-pay/timecard', id);
        if (acknowledged.has(id)) expect(stored?.body, `acknowledged ${id}`).toEqual(doc);
        else if (stored) expect(stored.body, `unacknowledged ${id} is whole if present`).toEqual(doc);
      }
    } finally {
      store.close();
    }
    // And the server starts again on the same data.
    const again = await serve();
    const some = [...acknowledged][0] as string;
    expect((await fetch(`${again.url}/purchase-to-pay/timecard/${some}`)).status).toBe(200);
    again.child.kill('SIGTERM');
  });
});

describe.each(storeKinds)('concurrency, %s store', (kind) => {
  it('50 clients PUT the same new id at once: exactly one 201, the rest 200, every version in the history', async () => {
    const server = await startTestServer({}, kind);
    try {
      const id = randomUUID();
      const base = variant(exampleMessage(family('Timecard'), '2.0'), id);
      const statuses = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const res = await server.fetch(`/purchase-to-pay/timecard/${id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
            body: JSON.stringify({ ...base, referenceNumber: `client ${i}` }),
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(49);
      const history = await server.store.history('/purchase-to-pay/timecard', id);
      expect(history).toHaveLength(50);
      expect(new Set(history.map((h) => h.body.referenceNumber)).size).toBe(50);
    } finally {
      await server.close();
    }
  });
});
