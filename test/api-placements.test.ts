// Placements and the week over the management API, against a real counterparty: a placement drafts and
// queues its Assignment; a week's row becomes a Timecard with every identifier from the placement, is
// queued with "Queue all", synced, changed and sent again as an update of the same resource; the last
// earlier week is found; a spreadsheet imports whole or not at all; an Assignment received by the
// exchange server becomes a placement.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacementSaved, PlacementView, WeekRowView } from '../shared/api/types.ts';
import { assignmentOf } from '../shared/placement/placement.ts';
import { type ContractClient, contractClient } from './support/api-client.ts';
import { type WithBakery, withBakery } from './support/bakery.ts';
import type { ApiServer, EventStream } from './support/management.ts';
import { agency, customer, samplePlacement } from './support/placements.ts';
import type { Counterpart } from './support/workbench.ts';

type Json = Record<string, unknown>;

let wb: ApiServer;
let api: ContractClient;
let cp: Counterpart;
let events: EventStream;
let bakery: WithBakery;
beforeAll(async () => {
  bakery = await withBakery();
  ({ wb, cp, events } = bakery);
  api = contractClient(wb);
});
afterAll(() => bakery.close());

const json = async <T>(res: Response, status = 200): Promise<T> => {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return JSON.parse(body) as T;
};

const input = {
  workerName: 'Jan de Vries',
  personnelNumber: '1001',
  counterparty: 'bakkerij',
  start: '2026-11-02',
  position: 'Magazijnmedewerker',
  rates: [
    { kind: 'hours', code: 'HT100', amount: 23.4, multiplier: 100 },
    { kind: 'hours', code: 'HT150', amount: 35.1, multiplier: 150 },
    { kind: 'allowance', code: 'KM', amount: 0.23 },
  ],
  schedule: { days: [480, 480, 480, 480, 480, 0, 0], start: 480, breakMinutes: 30 },
};

async function sync(): Promise<Json> {
  const done = events.next((e) => e.type === 'sync-done', 10_000);
  expect((await api.send('POST /sync', { body: {} })).status).toBe(200);
  return done;
}

const week = '2026-W46';
const days = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13'];
const fullWeek = {
  hours: { HT100: Object.fromEntries(days.map((d) => [d, 480])) },
  times: {},
  allowances: [],
};

describe('placements and the week', () => {
  let placement: PlacementView;

  it('adds a placement: its Assignment is drafted with My agency as supplier and queued to the customer', async () => {
    const saved = await json<PlacementSaved>(
      await wb.api('/api/placements', { method: 'POST', json: input }),
      201,
    );
    placement = saved.placement;
    expect(saved.assignment.issues).toEqual([]);
    expect(saved.assignment.queued?.operation).toBe('submit');
    const draft = await api.call('GET /drafts/:id', { params: { id: String(saved.assignment.draftId) } });
    expect(draft.body.supplier).toEqual({
      id: [{ value: 'LEV-77', schemeAgencyId: 'Customer' }],
      legalId: { value: '12345678', schemeAgencyId: 'KvK' },
      taxId: { value: 'NL001234567B01', schemeAgencyId: 'BTW' },
    });
    expect(placement.active).toBe(true);
    const found = await api.call('GET /placements', { query: { q: 'vries' } });
    expect(found.items.map((p) => p.id)).toEqual([placement.id]);
    const none = await api.call('GET /placements', { query: { q: 'pietersen' } });
    expect(none.items).toEqual([]);
  });

  it('refuses an incomplete placement, naming the fields', async () => {
    const res = await wb.api('/api/placements', {
      method: 'POST',
      json: { ...input, workerName: '', counterparty: 'nobody', rates: [] },
    });
    const body = await json<{ errors: { path: string }[] }>(res, 400);
    expect(body.errors.map((e) => e.path)).toEqual(['/workerName', '/counterparty', '/rates']);
  });

  it('makes a row one Timecard with every identifier from the placement, and queues the week', async () => {
    const row = await json<WeekRowView>(
      await wb.api(`/api/weeks/${week}/rows/${placement.id}`, { method: 'PUT', json: fullWeek }),
    );
    expect(row.state).toBe('draft');
    expect(row.issues).toEqual([]);
    const card = await api.call('GET /drafts/:id', { params: { id: String(row.draftId) } });
    expect(card.body.staffingIds).toEqual({
      assignmentId: { value: placement.assignmentId.value, schemeAgencyId: 'Supplier' },
    });
    expect((card.body.person as Json).id).toEqual(placement.worker.ids);
    expect(card.body.customer).toEqual(placement.customer);

    const queued = await api.call('POST /weeks/:week/queue', { params: { week }, body: {} });
    expect(queued).toMatchObject({ queued: 1, skipped: [] });
    expect(queued.rows[0]?.state).toBe('queued');
    const done = await sync();
    expect(done).toMatchObject({ sent: 2, failed: 0 });
    const view = await api.call('GET /weeks/:week', { params: { week } });
    expect(view.rows.map((r) => r.state)).toEqual(['sent']);
    const [received] = await cp.server.store.list('/purchase-to-pay/timecard');
    if (!received) throw new Error('the customer holds no timecard');
    expect((received.body.staffingIds as Json).assignmentId).toEqual({
      value: placement.assignmentId.value,
      schemeAgencyId: 'Supplier',
    });
  });

  it('sends a changed, sent week as an update of the same resource', async () => {
    const overtime = { ...fullWeek, hours: { ...fullWeek.hours, HT150: { '2026-11-10': 90 } } };
    const row = await json<WeekRowView>(
      await wb.api(`/api/weeks/${week}/rows/${placement.id}`, { method: 'PUT', json: overtime }),
    );
    expect(row).toMatchObject({ state: 'draft', changedSinceSent: true });
    const queued = await api.call('POST /weeks/:week/queue', { params: { week }, body: {} });
    expect(queued.queued).toBe(1);
    const entries = await json<{ items: { operation: string; resourceId: string; family: string }[] }>(
      await wb.api('/api/outbox'),
    );
    const cards = entries.items.filter((e) => e.family === 'Timecard');
    expect(cards.map((e) => e.operation)).toEqual(['update', 'submit']);
    expect(new Set(cards.map((e) => e.resourceId)).size).toBe(1);
    expect(await sync()).toMatchObject({ sent: 1, failed: 0 });
    const history = await cp.server.store.history(
      '/purchase-to-pay/timecard',
      cards[0]?.resourceId as string,
    );
    expect(history.map((h) => h.op)).toEqual(['create', 'update']);
  });

  it('holds back a week whose allowance says neither how many nor how much, naming it', async () => {
    const bare = { hours: {}, times: {}, allowances: [{ id: 'a1', code: 'KM', date: '2027-01-18' }] };
    const row = await json<WeekRowView>(
      await wb.api(`/api/weeks/2027-W03/rows/${placement.id}`, { method: 'PUT', json: bare }),
    );
    expect(row.state).toBe('problem');
    expect(row.issues).toEqual([
      { path: '/allowance/0', code: 'allowance-without-amount', message: 'needs a quantity or an amount' },
    ]);
    const queued = await api.call('POST /weeks/:week/queue', { params: { week: '2027-W03' }, body: {} });
    expect(queued).toMatchObject({ queued: 0, skipped: [{ placementId: placement.id, reason: 'problem' }] });
    const refused = await wb.api('/api/outbox', {
      method: 'POST',
      json: { counterparty: 'bakkerij', draft: row.draftId, operation: 'submit' },
    });
    expect(refused.status).toBe(400);
    // Once it says how many, it goes.
    const counted = { ...bare, allowances: [{ ...bare.allowances[0], quantity: 42 }] };
    const fixed = await json<WeekRowView>(
      await wb.api(`/api/weeks/2027-W03/rows/${placement.id}`, { method: 'PUT', json: counted }),
    );
    expect(fixed).toMatchObject({ state: 'draft', issues: [] });
  });

  it('finds the last earlier week however long ago, moved to the asked week', async () => {
    const found = await json<{ week: string; row: { hours: Record<string, Record<string, number>> } }>(
      await wb.api(`/api/weeks/2026-W52/rows/${placement.id}/previous`),
    );
    expect(found.week).toBe(week);
    expect(found.row.hours.HT150).toEqual({ '2026-12-22': 90 });
    expect(Object.keys(found.row.hours.HT100 ?? {})).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
    ]);
    expect(
      (
        await api.send('GET /weeks/:week/rows/:placement/previous', {
          params: { week: '2026-W45', placement: placement.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.send('GET /weeks/:week/rows/:placement/previous', {
          params: { week: '2026-W99', placement: placement.id },
        })
      ).status,
    ).toBe(400);
  });

  it('imports a spreadsheet whole or not at all, naming the bad row and column', async () => {
    const header = 'medewerker;klant;startdatum;uurtarieven;uren per week';
    const bad = `${header}\r\nPiet Bakker;Bakkerij Jansen;02-11-2026;HT100=21,00;40\r\nKees;Bakkerij Jansen;31-02-2026;HT100=20;40\r\n`;
    for (const step of ['import/preview', 'import']) {
      const refused = await json<{ description: string }>(
        await wb.api(`/api/placements/${step}`, { method: 'POST', json: { text: bad, choices: [] } }),
        400,
      );
      expect(refused.description).toMatch(/row 3, column C/);
    }
    const all = await api.call('GET /placements', { query: { ended: 'include' } });
    expect(all.items).toHaveLength(1);

    const text = `${header}\r\nRené Müller;Bakkerij Jansen;02-11-2026;HT100=21,00;40\r\n`;
    const imported = await json<{ created: number }>(
      await wb.api('/api/placements/import', { method: 'POST', json: { text, choices: [] } }),
    );
    expect(imported.created).toBe(1);
    const rené = await api.call('GET /placements', { query: { q: 'René' } });
    expect(rené.items.map((p) => p.worker.name)).toEqual(['René Müller']);

    const template = await wb.api('/api/placements/template?language=nl');
    expect(template.headers.get('content-type')).toMatch(/^text\/csv/);
    const bytes = Buffer.from(await template.arrayBuffer());
    // A byte order mark, so that Excel reads the file as UTF-8.
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8', 3).split('\r\n')[0]).toMatch(/^medewerker;personeelsnummer;/);
  });

  it('keeps a placement from an Assignment received by the exchange server', async () => {
    const fields = samplePlacement({ assignmentId: { value: 'A-RECEIVED', schemeAgencyId: 'Supplier' } });
    const doc = assignmentOf(fields, agency, customer.supplierNumber);
    const res = await fetch(`${wb.url}/purchase-to-pay/assignment/${randomUUID()}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', standardVersionId: '2.0' },
      body: JSON.stringify(doc),
    });
    expect(res.status, await res.text()).toBe(201);
    const found = await api.call('GET /placements', { query: { q: 'A-RECEIVED' } });
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      counterparty: 'bakkerij',
      source: { kind: 'message', revision: 1 },
    });
  });
});
