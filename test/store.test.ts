import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openConnection } from '../main/store/connection.ts';
import { GroupCommit } from '../main/store/group-commit.ts';
import { Store } from '../main/store/store.ts';
import { type PutInput, StoreConflict } from '../main/store/types.ts';

const TC = '/purchase-to-pay/timecard';

let dir: string;
let store: Store;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-store-'));
  store = Store.open(dir);
});

afterEach(() => {
  store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function input(id: string, body: Record<string, unknown>, extra: Partial<PutInput> = {}): PutInput {
  return { collection: TC, id, family: 'timecard', owner: '', body, standardVersion: '1.6', ...extra };
}

const docId = (value: string) => ({ scheme: 'Supplier', value });

describe('resources', () => {
  it('creates, replaces, deletes, keeps history and revives', async () => {
    const id = randomUUID();
    const first = await store.write((tx) => tx.put(input(id, { v: 1 })));
    expect(first.created).toBe(true);
    expect(first.resource.revision).toBe(1);
    const second = await store.write((tx) => tx.put(input(id, { v: 2 })));
    expect(second.created).toBe(false);
    expect(second.resource.revision).toBe(2);
    expect(store.get(TC, id)?.body).toEqual({ v: 2 });
    expect(store.list(TC).map((r) => r.id)).toEqual([id]);

    const deleted = await store.write((tx) => tx.delete(TC, id));
    expect(deleted).toMatchObject({ revision: 3, deleted: true, body: { v: 2 } });
    expect(store.get(TC, id)).toMatchObject({ deleted: true, revision: 3 });
    expect(store.list(TC)).toEqual([]);
    expect(store.count(TC)).toBe(0);
    expect(await store.write((tx) => tx.delete(TC, id))).toBeUndefined();
    expect(store.history(TC, id).map((r) => [r.revision, r.op, r.body])).toEqual([
      [1, 'create', { v: 1 }],
      [2, 'update', { v: 2 }],
      [3, 'delete', { v: 2 }],
    ]);

    const revived = await store.write((tx) => tx.put(input(id, { v: 4 })));
    expect(revived).toMatchObject({ created: true, resource: { revision: 4, deleted: false } });
    expect(store.get(TC, id)).toMatchObject({ revision: 4, deleted: false, body: { v: 4 } });
    expect(store.history(TC, id).at(-1)?.op).toBe('create');
    expect(store.history(TC, 'unknown')).toEqual([]);
  });

  it('lists live resources in creation order with keyset pagination and owners', async () => {
    const ids = Array.from({ length: 5 }, () => randomUUID());
    await Promise.all(
      ids.map((id, i) => store.write((tx) => tx.put(input(id, { i }, { owner: `k${i % 2}` })))),
    );
    await store.write((tx) => tx.delete(TC, ids[1] as string));
    const page1 = store.list(TC, { limit: 2 });
    expect(page1.map((r) => r.id)).toEqual([ids[0], ids[2]]);
    expect(store.list(TC, { limit: 2, after: ids[2] }).map((r) => r.id)).toEqual([ids[3], ids[4]]);
    expect(store.list(TC, { owner: 'k0' }).map((r) => r.id)).toEqual([ids[0], ids[2], ids[4]]);
    expect(store.count(TC)).toBe(4);
    expect(store.count()).toBe(4);
    expect(store.count('/other')).toBe(0);
  });
});

describe('reads of stored JSON', () => {
  const text = (id: string) => store.json(TC, id)?.json.toString('utf8');

  it('see every write of the store, including a rolled-back one undoing nothing', async () => {
    const id = randomUUID();
    await store.write((tx) => tx.put(input(id, { v: 1 })));
    expect(text(id)).toBe('{"v":1}');
    expect(text(id)).toBe('{"v":1}');
    await store.write((tx) => tx.put(input(id, { v: 2 })));
    expect(text(id)).toBe('{"v":2}');
    await expect(
      store.write((tx) => {
        tx.put(input(id, { v: 3 }));
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(text(id)).toBe('{"v":2}');
    await store.write((tx) => tx.delete(TC, id));
    expect(store.json(TC, id)?.deleted).toBe(true);
  });

  it('see a commit made by another connection to the file (another process)', async () => {
    const id = randomUUID();
    await store.write((tx) => tx.put(input(id, { v: 1 })));
    expect(text(id)).toBe('{"v":1}');
    const other = openConnection(store.file);
    try {
      other
        .prepare(
          `UPDATE revisions SET body = '{"v":"elsewhere"}'
           WHERE resource = (SELECT seq FROM resources WHERE collection = ? AND id = ?)`,
        )
        .run(TC, id);
    } finally {
      other.close();
    }
    expect(text(id)).toBe('{"v":"elsewhere"}');
  });
});

describe('group commit', () => {
  it('commits many concurrent writes in few transactions', async () => {
    const before = store.stats.batches;
    const ids = Array.from({ length: 200 }, () => randomUUID());
    const results = await Promise.all(ids.map((id, i) => store.write((tx) => tx.put(input(id, { i })))));
    expect(results.every((r) => r.created)).toBe(true);
    expect(store.count(TC)).toBe(200);
    expect(store.get(TC, ids[123] as string)?.body).toEqual({ i: 123 });
    expect(store.stats.batches - before).toBeLessThanOrEqual(5);
  });

  it('rolls back only the throwing write of a batch', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const outcomes = await Promise.allSettled([
      store.write((tx) => tx.put(input(a, { ok: true }))),
      store.write((tx) => {
        tx.put(input(b, { ok: false }));
        throw new Error('boom');
      }),
      store.write((tx) => tx.put(input(randomUUID(), { ok: true }))),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('boom');
    expect(store.get(TC, a)).toBeDefined();
    expect(store.get(TC, b)).toBeUndefined();
    expect(store.count(TC)).toBe(2);
  });

  it('puts a write queued by a running batch into the next batch', async () => {
    const before = store.stats.batches;
    let inner: Promise<unknown> | undefined;
    await store.write((tx) => {
      inner = store.write((tx2) => tx2.put(input('inner', {})));
      return tx.put(input('outer', {}));
    });
    await inner;
    expect(store.get(TC, 'inner')).toBeDefined();
    expect(store.stats.batches - before).toBe(2);
  });

  it('refuses async callbacks and a tx used after its call returned', async () => {
    await expect(store.write(async () => 1)).rejects.toThrow(/synchronous/);
    const kept = await store.write((tx) => tx);
    expect(() => kept.put(input('late', {}))).toThrow(/already returned/);
    expect(store.get(TC, 'late')).toBeUndefined();
  });

  it('answers a durable write only after a WAL sync begun after its commit; a non-durable one at once', async () => {
    const db = openConnection(store.file);
    const syncs: (() => void)[] = [];
    const commits = new GroupCommit(db, { sync: () => new Promise<void>((done) => syncs.push(done)) });
    const settled: string[] = [];
    const track = (name: string, p: Promise<unknown>) => p.then(() => settled.push(name));
    const turn = () => new Promise((done) => setImmediate(done));

    const first = track(
      'first',
      commits.enqueue(() => 1),
    );
    const relaxed = track(
      'relaxed',
      commits.enqueue(() => 2, { durable: false }),
    );
    await turn();
    await relaxed;
    expect(settled).toEqual(['relaxed']);
    expect(syncs).toHaveLength(1);

    // Committed while the first sync runs: it must wait for a sync of its own.
    const second = track(
      'second',
      commits.enqueue(() => 3),
    );
    await turn();
    expect(commits.stats.batches).toBe(2);
    syncs.shift()?.();
    await first;
    await turn();
    expect(settled).toEqual(['relaxed', 'first']);
    expect(syncs).toHaveLength(1);
    syncs.shift()?.();
    await second;
    expect(settled).toEqual(['relaxed', 'first', 'second']);
    expect(commits.stats.syncs).toBe(2);
    // The connection's own writes outside the queue still sync at COMMIT.
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.close();
  });

  it('fails the writes of a batch whose WAL sync failed', async () => {
    const db = openConnection(store.file);
    const commits = new GroupCommit(db, { sync: () => Promise.reject(new Error('EIO')) });
    await expect(commits.enqueue(() => 1)).rejects.toThrow('EIO');
    db.close();
  });

  it('syncs the real WAL once for writes committed together', async () => {
    const before = store.stats.syncs;
    await Promise.all(Array.from({ length: 20 }, () => store.write((tx) => tx.put(input(randomUUID(), {})))));
    expect(store.stats.syncs - before).toBeGreaterThanOrEqual(1);
    expect(store.stats.syncs - before).toBeLessThanOrEqual(2);
  });

  it('gives exactly one creator among 50 concurrent puts of a new id', async () => {
    const id = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.write((tx) => tx.put(input(id, { i })))),
    );
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(store.history(TC, id)).toHaveLength(50);
    expect(store.get(TC, id)?.revision).toBe(50);
  });
});

describe('document ids', () => {
  it('are unique per family and owner among live resources', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await store.write((tx) => tx.put(input(a, { v: 1 }, { documentId: docId('TC-1') })));
    const clash = store.write((tx) => tx.put(input(b, { v: 1 }, { documentId: docId('TC-1') })));
    await expect(clash).rejects.toBeInstanceOf(StoreConflict);
    await expect(clash).rejects.toThrow(`${TC}/${a}`);
    expect(store.get(TC, b)).toBeUndefined();

    // Replacing the holder with the same documentId is no conflict; another owner may use it.
    await store.write((tx) => tx.put(input(a, { v: 2 }, { documentId: docId('TC-1') })));
    await store.write((tx) => tx.put(input(b, { v: 1 }, { documentId: docId('TC-1'), owner: 'acme' })));

    // Moving a's documentId frees TC-1 for another resource of the same owner.
    const c = randomUUID();
    await store.write((tx) => tx.put(input(a, { v: 3 }, { documentId: docId('TC-2') })));
    await store.write((tx) => tx.put(input(c, { v: 1 }, { documentId: docId('TC-1') })));

    // Deleting the holder frees it too.
    const d = randomUUID();
    const held = store.write((tx) => tx.put(input(d, {}, { documentId: docId('TC-2') })));
    await expect(held).rejects.toThrow(StoreConflict);
    await store.write((tx) => tx.delete(TC, a));
    await store.write((tx) => tx.put(input(d, {}, { documentId: docId('TC-2') })));
    expect(store.get(TC, d)?.revision).toBe(1);
  });

  it('finds the live resources that refer to a documentId', async () => {
    const PA = '/planning/assignments';
    const ref = { family: 'planning-request', key: docId('PR-1') };
    const put = (id: string, owner: string, references: PutInput['references']) =>
      store.write((tx) =>
        tx.put(input(id, { id }, { collection: PA, family: 'planning-assignment', owner, references })),
      );
    await put('a1', '', [ref, ref]);
    await put('a2', 'acme', [ref]);
    await put('a3', '', [{ family: 'planning-request', key: docId('PR-2') }]);
    await put('a4', '', [ref]);
    expect(store.referencing(PA, 'planning-request', docId('PR-1')).map((r) => r.id)).toEqual([
      'a1',
      'a2',
      'a4',
    ]);
    expect(store.referencing(PA, 'planning-request', docId('PR-1'), '').map((r) => r.id)).toEqual([
      'a1',
      'a4',
    ]);
    await put('a1', '', []);
    await store.write((tx) => tx.delete(PA, 'a4'));
    expect(store.referencing(PA, 'planning-request', docId('PR-1')).map((r) => r.id)).toEqual(['a2']);
    expect(store.referencing(TC, 'planning-request', docId('PR-1'))).toEqual([]);
  });
});

describe('attachments and keys', () => {
  it('round-trips an attachment with its sha256', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 1, 2, 3]);
    const saved = await store.write((tx) =>
      tx.putAttachment({ id: 'att-1', owner: 'acme', mimeType: 'application/pdf', filename: 'a.pdf', bytes }),
    );
    expect(saved.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const read = store.getAttachment('att-1');
    expect(read).toMatchObject({
      owner: 'acme',
      mimeType: 'application/pdf',
      filename: 'a.pdf',
      sha256: saved.sha256,
    });
    expect(Buffer.from(read?.bytes ?? []).equals(Buffer.from(bytes))).toBe(true);
    expect(store.getAttachment('nope')).toBeUndefined();
  });

  it('adds, verifies, lists and revokes inbound keys', () => {
    const key = store.addKey('acme');
    expect(key).toMatch(/^setu_[A-Za-z0-9_-]{43}$/);
    const other = store.addKey('globex');
    expect(store.verifyKey(key)).toEqual({ name: 'acme', kind: 'counterparty' });
    expect(store.verifyKey(other)?.name).toBe('globex');
    expect(store.verifyKey(`${key}x`)).toBeUndefined();
    expect(store.verifyKey('')).toBeUndefined();
    expect(() => store.addKey('acme')).toThrow(/acme.*already exists/);
    expect(JSON.stringify(store.listKeys())).not.toContain(key);

    expect(store.revokeKey('acme')).toBe(true);
    expect(store.revokeKey('acme')).toBe(false);
    expect(store.verifyKey(key)).toBeUndefined();
    const again = store.addKey('acme');
    expect(store.verifyKey(again)?.name).toBe('acme');
    const desk = store.addKey('front desk', 'desktop');
    expect(store.verifyKey(desk)).toEqual({ name: 'front desk', kind: 'desktop' });
    expect(store.listKeys().map((k) => [k.name, k.revokedAt === null])).toEqual([
      ['acme', false],
      ['globex', true],
      ['acme', true],
      ['front desk', true],
    ]);
  });
});
