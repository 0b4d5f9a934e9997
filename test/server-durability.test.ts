// Acknowledged writes survive a killed server; concurrent writers to one new id get one 201.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { startServe } from './support/serve-process.ts';
import { startTestServer } from './support/server.ts';
import { serveStore, storeKinds } from './support/stores.ts';

describe.each(storeKinds)('durability, %s store', (kind) => {
  it('SIGKILL mid-stream: every acknowledged PUT is stored intact, nothing is half-stored', async () => {
    const store = await serveStore(kind);
    const serve = () => startServe(['--role', 'both', '--quiet', ...store.args]);
    try {
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
      console.log(`${kind}: ${acknowledged.size} PUTs acknowledged of ${sent.size} sent before SIGKILL`);
      expect(acknowledged.size).toBeGreaterThan(50);

      const stored = await store.open();
      try {
        for (const [id, doc] of sent) {
          const got = await stored.get('/purchase-to-pay/timecard', id);
          if (acknowledged.has(id)) expect(got?.body, `acknowledged ${id}`).toEqual(doc);
          else if (got) expect(got.body, `unacknowledged ${id} is whole if present`).toEqual(doc);
        }
      } finally {
        await stored.close();
      }
      // And the server starts again on the same data.
      const again = await serve();
      const some = [...acknowledged][0] as string;
      expect((await fetch(`${again.url}/purchase-to-pay/timecard/${some}`)).status).toBe(200);
      await again.stop();
    } finally {
      await store.dispose();
    }
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
