// /api/lists: rows with what their messages are about (worker, customer by the counterparty whose
// details hold its numbers, period, hours or amount), filtered by words, customer, worker, week and day,
// a draft's fate in the outbox; and /api/data: the data folder and its backups.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftListRow, InboxListRow, OutboxListRow, Page } from '../shared/api/types.ts';
import { family } from '../shared/messages/registry.ts';
import { type ContractClient, contractClient } from './support/api-client.ts';
import { exampleMessage } from './support/examples.ts';
import { type ApiServer, startApiServer } from './support/management.ts';

type Json = Record<string, unknown>;

let wb: ApiServer;
let api: ContractClient;
const KVK = '12345678';

/** A timecard for a worker at a customer (by KvK) in an ISO week's days. */
function timecard(id: string, worker: string, kvk: string, start: string, end: string): Json {
  const doc = exampleMessage(family('Timecard'), '2.0') as Json;
  return {
    ...doc,
    documentId: { value: id, schemeAgencyId: 'Supplier' },
    customer: { legalId: { value: kvk, schemeAgencyId: 'KvK' } },
    person: { ...(doc.person as Json), name: { formattedName: worker } },
    period: { datePeriod: { start, end } },
  };
}

const ids = (page: Page<DraftListRow | InboxListRow | OutboxListRow>) =>
  page.items.map((r) => r.digest.documentId).sort();

beforeAll(async () => {
  wb = await startApiServer();
  api = contractClient(wb);
  await api.call('POST /counterparties', {
    body: {
      name: 'molen',
      role: 'customer',
      families: ['Timecard'],
      baseUrl: 'http://127.0.0.1:9',
      party: { name: 'Bakkerij De Molen', kvk: KVK },
    },
  });
  const files = [
    timecard('TC-45', 'Piet Jansen', KVK, '2026-11-02', '2026-11-08'),
    timecard('TC-46', 'Piet Jansen', KVK, '2026-11-09', '2026-11-15'),
    timecard('TC-OTHER', 'Anna de Vries', '87654321', '2026-11-02', '2026-11-08'),
  ].map((doc) => ({ filename: `${(doc.documentId as Json).value}.json`, content: JSON.stringify(doc) }));
  expect((await api.send('POST /import', { body: files })).status).toBe(200);
  const order = exampleMessage(family('StaffingOrder'), '2.0');
  await api.call('POST /import', {
    query: { as: 'received' },
    body: [{ filename: 'order.json', content: JSON.stringify(order) }],
  });
});
afterAll(() => wb.close());

describe('list rows', () => {
  it('say who, for whom, when and how much, naming the customer by its counterparty', async () => {
    const page = await api.call('GET /lists/drafts');
    const row = page.items.find((r) => r.digest.documentId === 'TC-45');
    expect(row?.digest).toMatchObject({
      worker: 'Piet Jansen',
      customer: 'Bakkerij De Molen',
      relation: 'molen',
      period: { start: '2026-11-02', end: '2026-11-08' },
      minutes: 480,
    });
    expect(page.items.find((r) => r.digest.documentId === 'TC-OTHER')?.digest.relation).toBeUndefined();
  });

  it('filter by customer, worker, ISO week, day and words', async () => {
    expect(ids(await api.call('GET /lists/drafts', { query: { customer: 'molen' } }))).toEqual([
      'TC-45',
      'TC-46',
    ]);
    expect(ids(await api.call('GET /lists/drafts', { query: { worker: 'anna' } }))).toEqual(['TC-OTHER']);
    expect(ids(await api.call('GET /lists/drafts', { query: { week: '2026-W45' } }))).toEqual([
      'TC-45',
      'TC-OTHER',
    ]);
    expect(ids(await api.call('GET /lists/drafts', { query: { day: '2026-11-10' } }))).toEqual(['TC-46']);
    expect(ids(await api.call('GET /lists/drafts', { query: { q: 'TC-46' } }))).toEqual(['TC-46']);
    expect(ids(await api.call('GET /lists/drafts', { query: { week: '2026-W45', worker: 'piet' } }))).toEqual(
      ['TC-45'],
    );
    expect((await api.send('GET /lists/drafts', { query: { week: '45' } })).status).toBe(400);
  });

  it('search the inbox by the names and dates in its messages', async () => {
    expect(
      (await api.call('GET /lists/inbox', { query: { q: 'lennon' } })).items.map((r) => r.digest.worker),
    ).toEqual(['John Lennon']);
    expect((await api.call('GET /lists/inbox', { query: { day: '2024-10-23' } })).items).toHaveLength(1);
    expect((await api.call('GET /lists/inbox', { query: { q: 'nobody' } })).items).toEqual([]);
  });

  it('show what became of a draft in the outbox, and the outbox rows what they are about', async () => {
    const draft = (await api.call('GET /lists/drafts', { query: { q: 'TC-45' } })).items[0] as DraftListRow;
    expect(draft.delivery).toBeUndefined();
    const queued = await api.send('POST /outbox', { body: { counterparty: 'molen', draft: draft.id } });
    expect(queued.status).toBe(201);
    const after = (await api.call('GET /lists/drafts', { query: { q: 'TC-45' } })).items[0] as DraftListRow;
    expect(after.delivery).toMatchObject({ counterparty: 'molen', state: 'queued', changedSince: false });
    const outbox = await api.call('GET /lists/outbox', {
      query: { states: 'queued,failed', worker: 'piet' },
    });
    expect(outbox.items.map((r) => [r.digest.documentId, r.digest.customer])).toEqual([
      ['TC-45', 'Bakkerij De Molen'],
    ]);
    expect((await api.send('GET /lists/outbox', { query: { states: 'lost' } })).status).toBe(400);
  });
});

describe('the data folder', () => {
  it('is named, with the backups kept in it', async () => {
    const data = await api.call('GET /data');
    expect(data.folder).toBe(wb.dir);
    expect(data.backups).toEqual([]);
  });
});
