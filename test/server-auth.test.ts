// Inbound keys: required with --require-auth, revocable, and a key holder sees only what it sent.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../shared/messages/registry.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { storeKinds } from './support/stores.ts';

describe.each(storeKinds)('%s store', (kind) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    server = await startTestServer({ requireAuth: true }, kind);
    alice = await server.store.addKey('alice');
    bob = await server.store.addKey('bob');
  });
  afterAll(() => server.close());

  const put = (path: string, key: string | undefined, body: unknown) =>
    server.fetch(path, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        standardVersionId: '2.0',
        ...(key ? { authorization: `Bearer ${key}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const as = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });

  describe('inbound keys', () => {
    it('without a key: 401 with WWW-Authenticate; a wrong key: 401; /health needs none', async () => {
      const path = `/purchase-to-pay/timecard/${randomUUID()}`;
      const doc = variant(exampleMessage(family('Timecard'), '2.0'), randomUUID());
      const none = await put(path, undefined, doc);
      expect(none.status).toBe(401);
      expect(none.headers.get('www-authenticate')).toBe('Bearer realm="setu"');
      expect((await put(path, 'setu_not-a-key', doc)).status).toBe(401);
      expect((await server.fetch('/health')).status).toBe(200);
    });

    it("a key holder cannot see or change another holder's resources (404)", async () => {
      const path = `/purchase-to-pay/timecard/${randomUUID()}`;
      const doc = variant(exampleMessage(family('Timecard'), '2.0'), randomUUID());
      expect((await put(path, alice, doc)).status).toBe(201);
      expect((await server.fetch(path, as(alice))).status).toBe(200);
      expect((await server.fetch(path, as(bob))).status).toBe(404);
      expect((await put(path, bob, variant(doc, 'bob'))).status).toBe(404);
      expect((await server.fetch(path, { method: 'DELETE', ...as(bob) })).status).toBe(404);
      expect(await (await server.fetch(path, as(alice))).json()).toEqual(doc);
    });

    it('documentIds are unique per sender: another holder may use the same one', async () => {
      const doc = variant(exampleMessage(family('Timecard'), '2.0'), randomUUID());
      expect((await put(`/purchase-to-pay/timecard/${randomUUID()}`, alice, doc)).status).toBe(201);
      expect((await put(`/purchase-to-pay/timecard/${randomUUID()}`, bob, doc)).status).toBe(201);
    });

    it('a revoked key: 401', async () => {
      const carol = await server.store.addKey('carol');
      expect((await server.fetch(`/purchase-to-pay/timecard/${randomUUID()}`, as(carol))).status).toBe(404);
      expect(await server.store.revokeKey('carol')).toBe(true);
      expect((await server.fetch(`/purchase-to-pay/timecard/${randomUUID()}`, as(carol))).status).toBe(401);
    });
  });
});
