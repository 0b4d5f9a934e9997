// The workbench side of sync tests: a store in a temp directory with its counterparties and outbox,
// a real counterparty server (supplier role, keys required) and a sync engine between them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openConnection } from '../../main/store/connection.ts';
import { Counterparties, type NewCounterparty } from '../../main/store/counterparties.ts';
import { Outbox, type OutboxEntry, type OutboxOperation } from '../../main/store/outbox.ts';
import { Store } from '../../main/store/store.ts';
import { SyncEngine, type SyncEvent, type SyncOptions } from '../../main/sync/engine.ts';
import { queueMessage } from '../../main/sync/queue.ts';
import { readMessage } from '../../shared/messages/message-io.ts';
import { family } from '../../shared/messages/registry.ts';
import { exampleMessage } from './examples.ts';
import { startTestServer, type TestServer } from './server.ts';

export interface Workbench {
  dir: string;
  store: Store;
  outbox: Outbox;
  counterparties: Counterparties;
  /** Queues a message (JSON document or file text) for a counterparty. */
  queue(to: string, message: unknown, op?: OutboxOperation): OutboxEntry;
  /** One sync run with fast retries; progress events are collected in `events`. */
  sync(options?: SyncOptions & { to?: string; dueOnly?: boolean }): ReturnType<SyncEngine['run']>;
  events: SyncEvent[];
  close(): void;
}

/** A workbench store in a new temp directory, or in `dataDir` (which is then left in place on close). */
export function openWorkbench(dataDir?: string): Workbench {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'setu-workbench-'));
  const store = Store.open(dir, { backgroundCheckpoint: false });
  const db = openConnection(store.file);
  const outbox = new Outbox(db);
  const counterparties = new Counterparties(db);
  const events: SyncEvent[] = [];
  return {
    dir,
    store,
    outbox,
    counterparties,
    events,
    queue(to, message, op = 'submit') {
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      return queueMessage(
        outbox,
        counterparties.get(to) as NonNullable<ReturnType<Counterparties['get']>>,
        readMessage(text),
        op,
      );
    },
    async sync({ to, dueOnly, ...options } = {}) {
      const engine = new SyncEngine(outbox, counterparties, {
        localAttachments: (id) => store.getAttachment(id),
        ...options,
        retry: { baseMs: 5, maxMs: 50, ...options.retry },
      });
      engine.on('progress', (e) => events.push(e));
      try {
        return await engine.run(to ? [to] : undefined, { dueOnly });
      } finally {
        await engine.close();
      }
    },
    close() {
      db.close();
      store.close();
      if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Counterpart {
  server: TestServer;
  /** The key the counterparty issued to the workbench. */
  token: string;
}

/** A counterparty back office: a real exchange server that requires keys, with one for the workbench. */
export async function startCounterparty(
  role: 'supplier' | 'customer' | 'both' = 'supplier',
): Promise<Counterpart> {
  const server = await startTestServer({ role, requireAuth: true });
  return { server, token: await server.store.addKey('workbench') };
}

/** Registers a counterparty in the workbench. */
export function addCounterparty(wb: Workbench, input: NewCounterparty) {
  return wb.counterparties.add({ timeoutMs: 2000, ...input });
}

/** Timecard `n`: the official example under its own documentId. */
export function timecard(n: number | string): Record<string, unknown> {
  const doc = exampleMessage(family('Timecard'), '2.0');
  (doc.documentId as { value: string }).value = `tc-${n}`;
  return doc;
}
