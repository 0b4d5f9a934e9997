// Imports and placements that can be undone, over the management API against a real customer: a
// spreadsheet is previewed before anything is stored (new, known, possibly the same worker as a placement
// made by hand), imported as chosen, and imported again changes nothing; a placement never sent is
// deleted with everything made for it; one sent is ended earlier (an update with its actual end; a
// one-day placement is never "ended") or withdrawn (its Assignment deleted at the customer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Body } from '../shared/api/contract.ts';
import type { PlacementInput } from '../shared/placement/input.ts';
import { answered, type ContractClient, contractClient } from './support/api-client.ts';
import { type WithBakery, withBakery } from './support/bakery.ts';
import type { ApiServer, EventStream } from './support/management.ts';
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

const entries = async () => (await api.call('GET /outbox', { query: { limit: 500 } })).items;
const placements = async () =>
  (await api.call('GET /placements', { query: { ended: 'include', limit: 500 } })).items;
const previewOf = (text: string) => api.call('POST /placements/import/preview', { body: { text } });
const importSheet = (body: Body<'POST /placements/import'>) => api.send('POST /placements/import', { body });
const add = async (input: PlacementInput) =>
  answered(await api.send('POST /placements', { body: input }), 201);
const placement = (id: string) => ({ params: { id } });
const endOn = (id: string, lastDay: string) =>
  api.send('POST /placements/:id/end', { ...placement(id), body: { lastDay } });
const withdraw = (id: string) => api.send('POST /placements/:id/withdraw', placement(id));
async function sync(): Promise<Json> {
  const done = events.next((e) => e.type === 'sync-done', 10_000);
  expect((await api.send('POST /sync', { body: {} })).status).toBe(200);
  return done;
}

const header =
  'Medewerker;Personeelsnummer;Geboortedatum;Klant;Startdatum;Einddatum;Uurtarieven;Uren per week';
const sheet = (...rows: string[]) => `${header}\r\n${rows.join('\r\n')}\r\n`;
const hand = (over: Partial<PlacementInput>): PlacementInput => ({
  workerName: 'Sanne Visser',
  counterparty: 'bakkerij',
  start: '2026-11-02',
  rates: [{ kind: 'hours', code: 'HT100', amount: 19.75, toBeBilled: true, toBePaid: true }],
  schedule: { days: [480, 480, 480, 480, 480, 0, 0] },
  ...over,
});

describe('a spreadsheet, previewed and imported as chosen', () => {
  const twice = sheet(
    'Joël Smit;;;Bakkerij Jansen;02-11-2026;;HT100=21,50;40',
    'Anna de Wit;;;Bakkerij Jansen;02-11-2026;;HT100=22,00;40',
  );

  it('stores nothing for a preview, and adds the new rows only when imported', async () => {
    const preview = await previewOf(twice);
    expect(preview.rows.map((r) => [r.row, r.kind, r.suggested.action])).toEqual([
      [2, 'new', 'add'],
      [3, 'new', 'add'],
    ]);
    expect(await placements()).toEqual([]);
    expect(await entries()).toEqual([]);
    const result = await (await importSheet({ text: twice, choices: [] })).json();
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect((await entries()).map((e) => e.family)).toEqual(['Assignment', 'Assignment']);
  });

  it('finds the same sheet again as the same workers, and imports it again changing and queueing nothing', async () => {
    const before = await placements();
    const preview = await previewOf(twice);
    for (const row of preview.rows) {
      expect(row.kind).toBe('possible');
      expect(row.candidates).toHaveLength(1);
      expect(row.candidates[0]).toMatchObject({ reason: 'name', changes: [] });
      expect(row.suggested).toEqual({
        row: row.row,
        action: 'update',
        placement: row.candidates[0]?.placement.id,
      });
    }
    const result = await (await importSheet({ text: twice, choices: [] })).json();
    expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await placements()).toEqual(before);
    expect(await entries()).toHaveLength(2);
  });

  it('shows a placement made by hand as possibly the same worker, and does what the clerk chose per row', async () => {
    const made = await add(hand({ personnelNumber: '2002', birthDate: '1990-03-14' }));
    const rows = sheet(
      'Sanne Visser;2002;;Bakkerij Jansen;02-11-2026;31-03-2027;HT100=19,75;40',
      'Sanne Visser;;01-01-1985;Bakkerij Jansen;02-11-2026;;HT100=19,75;40',
      'sanne visser;;14-03-1990;Bakkerij Jansen;02-11-2026;;HT100=21,00;40',
    );
    const preview = await previewOf(rows);
    const [byNumber, otherBirth, byBirth] = preview.rows;
    expect(byNumber).toMatchObject({
      kind: 'possible',
      candidates: [{ placement: { id: made.placement.id }, reason: 'personnel-number', changes: ['period'] }],
      suggested: { action: 'update', placement: made.placement.id },
    });
    // Another birth date: another Sanne Visser.
    expect(otherBirth).toMatchObject({ kind: 'new', candidates: [], suggested: { action: 'add' } });
    expect(byBirth?.candidates[0]).toMatchObject({
      reason: 'name-birth-date',
      changes: ['worker', 'rates'],
    });
    const refused = await importSheet({
      text: rows,
      choices: [{ row: 2, action: 'update', placement: 'not-offered' }],
    });
    expect(refused.status).toBe(400);
    const before = (await entries()).length;
    const result = await (
      await importSheet({
        text: rows,
        choices: [{ row: 4, action: 'skip' }],
      })
    ).json();
    expect(result).toMatchObject({ created: 1, updated: 1, unchanged: 0, skipped: 1 });
    const sannes = (await placements()).filter((p) => p.worker.name === 'Sanne Visser');
    expect(sannes.map((p) => p.end ?? '').sort()).toEqual(['', '2027-03-31']);
    expect((await entries()).length).toBe(before + 2);
  });

  it('refuses to add a row whose assignment number is a placement already', async () => {
    const [anna] = (await placements()).filter((p) => p.worker.name === 'Anna de Wit');
    const text = `Medewerker;Klant;Startdatum;Uurtarieven;Opdrachtnummer\r\nAnna de Wit;bakkerij;02-11-2026;HT100=23,00;${anna?.assignmentId.value}\r\n`;
    const preview = await previewOf(text);
    expect(preview.rows[0]).toMatchObject({
      kind: 'known',
      candidates: [{ reason: 'assignment-number', changes: ['rates', 'schedule'] }],
    });
    const res = await importSheet({ text, choices: [{ row: 2, action: 'add' }] });
    expect(res.status).toBe(400);
  });
});

describe('a placement taken back', () => {
  it('deletes one never sent with its assignment, its queued week and their outbox entries', async () => {
    const last = Math.max(0, ...(await entries()).map((e) => e.id));
    const made = await add(hand({ workerName: 'Kees Kort' }));
    const id = made.placement.id;
    expect(made.placement.sent).toBe(false);
    const row = await api.call('PUT /weeks/:week/rows/:placement', {
      params: { week: '2026-W46', placement: id },
      body: { hours: { HT100: { '2026-11-09': 480 } }, times: {}, allowances: [] },
    });
    await api.call('POST /weeks/:week/queue', { params: { week: '2026-W46' }, body: { placements: [id] } });
    const mine = (await entries()).filter((e) => e.id > last);
    expect(mine.map((e) => e.family).sort()).toEqual(['Assignment', 'Timecard']);
    expect((await api.send('DELETE /placements/:id', placement(id))).status).toBe(204);
    expect((await api.send('GET /placements/:id', placement(id))).status).toBe(404);
    expect((await api.send('GET /drafts/:id', { params: { id: made.assignment.draftId } })).status).toBe(404);
    expect(row.draftId).toBeTruthy();
    expect((await api.send('GET /drafts/:id', { params: { id: String(row.draftId) } })).status).toBe(404);
    expect((await entries()).filter((e) => e.id > last)).toEqual([]);
  });

  it('deletes a placement with its assignment draft, and refuses both once sent', async () => {
    const made = await add(hand({ workerName: 'Lotte Lang' }));
    const draftOf = (saved: typeof made) => ({ params: { id: saved.assignment.draftId } });
    expect((await api.send('DELETE /drafts/:id', draftOf(made))).status).toBe(204);
    expect((await api.send('GET /placements/:id', placement(made.placement.id))).status).toBe(404);

    const sent = await add(hand({ workerName: 'Mila Mol' }));
    expect(await sync()).toMatchObject({ failed: 0 });
    const view = await api.call('GET /placements/:id', placement(sent.placement.id));
    expect(view.sent).toBe(true);
    expect((await api.send('DELETE /placements/:id', placement(view.id))).status).toBe(409);
    expect((await api.send('DELETE /drafts/:id', draftOf(sent))).status).toBe(409);
  });

  it('never "ends" a one-day placement: nothing is sent for it', async () => {
    const day = await add(hand({ workerName: 'Daan Dag', start: '2026-11-20', end: '2026-11-20' }));
    await sync();
    const before = (await entries()).length;
    const same = await endOn(day.placement.id, '2026-11-20');
    expect(same.status).toBe(409);
    const earlier = await endOn(day.placement.id, '2026-11-19');
    expect(earlier.status).toBe(400);
    expect((await entries()).length).toBe(before);
  });

  it('ends a sent placement earlier: the customer gets the assignment with its actual end', async () => {
    const [mila] = (await placements()).filter((p) => p.worker.name === 'Mila Mol');
    const ended = await answered(await endOn(mila?.id ?? '', '2026-12-18'), 200);
    expect(ended.placement).toMatchObject({ end: '2026-12-18', ended: true });
    expect(ended.assignment.queued?.operation).toBe('update');
    expect(await sync()).toMatchObject({ sent: 1, failed: 0 });
    const at = await cp.server.store.get(
      '/purchase-to-pay/assignment',
      ended.assignment.queued?.resourceId as string,
    );
    expect(at?.body.positionProfile).toMatchObject({
      positionPeriod: {
        start: '2026-11-02',
        expectedEnd: '2026-12-18',
        actualEnd: '2026-12-18',
      },
    });
    const again = await endOn(mila?.id ?? '', '2026-12-18');
    expect(again.status).toBe(409);
  });

  it('withdraws a sent placement: its assignment is deleted at the customer, and it changes no more', async () => {
    const [mila] = (await placements()).filter((p) => p.worker.name === 'Mila Mol');
    const unsent = await add(hand({ workerName: 'Nora Nieuw' }));
    expect((await withdraw(unsent.placement.id)).status).toBe(409);
    const done = await answered(await withdraw(mila?.id ?? ''), 200);
    expect(done.placement.withdrawn).toBe(true);
    expect(done.queued?.operation).toBe('delete');
    // The delete, and Nora's assignment.
    expect(await sync()).toMatchObject({ sent: 2, failed: 0 });
    const history = await cp.server.store.history(
      '/purchase-to-pay/assignment',
      done.queued?.resourceId as string,
    );
    expect(history.map((h) => h.op)).toEqual(['create', 'update', 'delete']);
    const edit = await api.send('PUT /placements/:id', {
      ...placement(mila?.id ?? ''),
      body: hand({ workerName: 'Mila Mol' }),
    });
    expect(edit.status).toBe(409);
    expect((await withdraw(mila?.id ?? '')).status).toBe(409);
  });
});
