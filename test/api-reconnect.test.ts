// Sending resumes by itself: entries that could not reach a counterparty stay queued, the counterparty
// is watched, and once it answers again they are sent without another sync request, and the UI is told
// it is reachable. The connection test says only what it verified about the key.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../main/server/server.ts';
import { SqliteExchange } from '../main/store/sqlite-exchange.ts';
import { Store } from '../main/store/store.ts';
import { freePort } from './support/free-port.ts';
import { type ApiServer, type EventStream, openEvents, startApiServer } from './support/management.ts';
import { testServerOptions } from './support/server.ts';
import { timecard } from './support/workbench.ts';

let wb: ApiServer;
let events: EventStream;
let port: number;
let counterpartyDir: string;
let counterparty: RunningServer | undefined;
let counterpartyStore: Store | undefined;

beforeAll(async () => {
  wb = await startApiServer({ retry: { baseMs: 50, maxMs: 100, maxAttempts: 2 } });
  events = await openEvents(wb.port, wb.token);
  port = await freePort();
  counterpartyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-reconnect-'));
  const res = await wb.api('/api/counterparties', {
    method: 'POST',
    json: { name: 'molen', role: 'customer', families: ['Timecard'], baseUrl: `http://127.0.0.1:${port}` },
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  events.close();
  await counterparty?.close();
  counterpartyStore?.close();
  await wb.close();
  fs.rmSync(counterpartyDir, { recursive: true, force: true });
});

const entry = async (id: number) =>
  (await (await wb.api(`/api/outbox/${id}`)).json()) as { state: string; lastStatus: number | null };

describe('a counterparty that comes back', () => {
  it('gets the entries that waited for it without another sync, and is announced reachable', async () => {
    const draft = (await (
      await wb.api('/api/drafts', { method: 'POST', json: { family: 'Timecard', body: timecard('back') } })
    ).json()) as { id: string };
    const queued = (await (
      await wb.api('/api/outbox', { method: 'POST', json: { counterparty: 'molen', draft: draft.id } })
    ).json()) as { id: number };

    const done = events.next((e) => e.type === 'sync-done', 10_000);
    expect((await wb.api('/api/sync', { method: 'POST', json: {} })).status).toBe(200);
    expect(await done).toMatchObject({ sent: 0, queued: 1 });
    expect(await entry(queued.id)).toMatchObject({ state: 'queued', lastStatus: null });

    const reachable = events.next((e) => e.type === 'reachable', 15_000);
    const sent = events.next((e) => e.type === 'sync' && e.state === 'sent', 15_000);
    counterpartyStore = Store.open(counterpartyDir);
    counterparty = await startServer(
      testServerOptions(),
      new SqliteExchange(counterpartyStore),
      port,
      '127.0.0.1',
    );
    expect(await reachable).toMatchObject({ counterparty: 'molen', reachable: true });
    expect(await sent).toMatchObject({ counterparty: 'molen', entry: queued.id, status: 201 });
    expect(await entry(queued.id)).toMatchObject({ state: 'sent', lastStatus: 201 });
  });

  it('reports a key as accepted only when one is set and was checked', async () => {
    const report = (await (
      await wb.api('/api/counterparties/molen/test', { method: 'POST' })
    ).json()) as Record<string, unknown>;
    expect(report).toMatchObject({ reachable: true, signIn: 'none', keyAccepted: null });
  });
});
