// Imports and placements that can be undone, over the management API against a real customer: a
// spreadsheet is previewed before anything is stored (new, known, possibly the same worker as a placement
// made by hand), imported as chosen, and imported again changes nothing; a placement never sent is
// deleted with everything made for it; one sent is ended earlier (an update with its actual end; a
// one-day placement is never "ended") or withdrawn (its Assignment deleted at the customer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacementImportPreview } from '../shared/api/placement-types.ts';
import type {
  PlacementImportResult,
  PlacementSaved,
  PlacementView,
  WeekRowView,
} from '../shared/api/types.ts';
import { type WithBakery, withBakery } from './support/bakery.ts';
import type { ApiServer, EventStream } from './support/management.ts';
import type { Counterpart } from './support/workbench.ts';

type Json = Record<string, unknown>;
type Entry = { id: number; family: string; operation: string; resourceId: string; state: string };

let wb: ApiServer;
let cp: Counterpart;
let events: EventStream;
let bakery: WithBakery;
beforeAll(async () => {
  bakery = await withBakery();
  ({ wb, cp, events } = bakery);
});
afterAll(() => bakery.close());

const json = async <T>(res: Response, status = 200): Promise<T> => {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : undefined) as T;
};
const post = (p: string, body?: unknown) => wb.api(p, { method: 'POST', json: body ?? {} });
const entries = async () => (await json<{ items: Entry[] }>(await wb.api('/api/outbox?limit=500'))).items;
const placements = async () =>
  (await json<{ items: PlacementView[] }>(await wb.api('/api/placements?ended=include&limit=500'))).items;
async function sync(): Promise<Json> {
  const done = events.next((e) => e.type === 'sync-done', 10_000);
  expect((await post('/api/sync')).status).toBe(200);
  return done;
}

const header =
  'Medewerker;Personeelsnummer;Geboortedatum;Klant;Startdatum;Einddatum;Uurtarieven;Uren per week';
const sheet = (...rows: string[]) => `${header}\r\n${rows.join('\r\n')}\r\n`;
const hand = (over: Json) => ({
  workerName: 'Sanne Visser',
  counterparty: 'bakkerij',
  start: '2026-11-02',
  rates: [{ kind: 'hours', code: 'HT100', amount: 19.75 }],
  schedule: { days: [480, 480, 480, 480, 480, 0, 0] },
  ...over,
});

describe('a spreadsheet, previewed and imported as chosen', () => {
  const twice = sheet(
    'Joël Smit;;;Bakkerij Jansen;02-11-2026;;HT100=21,50;40',
    'Anna de Wit;;;Bakkerij Jansen;02-11-2026;;HT100=22,00;40',
  );

  it('stores nothing for a preview, and adds the new rows only when imported', async () => {
    const preview = await json<PlacementImportPreview>(
      await post('/api/placements/import/preview', { text: twice }),
    );
    expect(preview.rows.map((r) => [r.row, r.kind, r.suggested.action])).toEqual([
      [2, 'new', 'add'],
      [3, 'new', 'add'],
    ]);
    expect(await placements()).toEqual([]);
    expect(await entries()).toEqual([]);
    const result = await json<PlacementImportResult>(
      await post('/api/placements/import', { text: twice, choices: [] }),
    );
    expect(result).toMatchObject({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect((await entries()).map((e) => e.family)).toEqual(['Assignment', 'Assignment']);
  });

  it('finds the same sheet again as the same workers, and imports it again changing and queueing nothing', async () => {
    const before = await placements();
    const preview = await json<PlacementImportPreview>(
      await post('/api/placements/import/preview', { text: twice }),
    );
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
    const result = await json<PlacementImportResult>(
      await post('/api/placements/import', { text: twice, choices: [] }),
    );
    expect(result).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(await placements()).toEqual(before);
    expect(await entries()).toHaveLength(2);
  });

  it('shows a placement made by hand as possibly the same worker, and does what the clerk chose per row', async () => {
    const made = await json<PlacementSaved>(
      await post('/api/placements', hand({ personnelNumber: '2002', birthDate: '1990-03-14' })),
      201,
    );
    const rows = sheet(
      'Sanne Visser;2002;;Bakkerij Jansen;02-11-2026;31-03-2027;HT100=19,75;40',
      'Sanne Visser;;01-01-1985;Bakkerij Jansen;02-11-2026;;HT100=19,75;40',
      'sanne visser;;14-03-1990;Bakkerij Jansen;02-11-2026;;HT100=21,00;40',
    );
    const preview = await json<PlacementImportPreview>(
      await post('/api/placements/import/preview', { text: rows }),
    );
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
    const refused = await post('/api/placements/import', {
      text: rows,
      choices: [{ row: 2, action: 'update', placement: 'not-offered' }],
    });
    expect(refused.status).toBe(400);
    const before = (await entries()).length;
    const result = await json<PlacementImportResult>(
      await post('/api/placements/import', {
        text: rows,
        choices: [{ row: 4, action: 'skip' }],
      }),
    );
    expect(result).toMatchObject({ created: 1, updated: 1, unchanged: 0, skipped: 1 });
    const sannes = (await placements()).filter((p) => p.worker.name === 'Sanne Visser');
    expect(sannes.map((p) => p.end ?? '').sort()).toEqual(['', '2027-03-31']);
    expect((await entries()).length).toBe(before + 2);
  });

  it('refuses to add a row whose assignment number is a placement already', async () => {
    const [anna] = (await placements()).filter((p) => p.worker.name === 'Anna de Wit');
    const text = `Medewerker;Klant;Startdatum;Uurtarieven;Opdrachtnummer\r\nAnna de Wit;bakkerij;02-11-2026;HT100=23,00;${anna?.assignmentId.value}\r\n`;
    const preview = await json<PlacementImportPreview>(
      await post('/api/placements/import/preview', { text }),
    );
    expect(preview.rows[0]).toMatchObject({
      kind: 'known',
      candidates: [{ reason: 'assignment-number', changes: ['rates', 'schedule'] }],
    });
    const res = await post('/api/placements/import', { text, choices: [{ row: 2, action: 'add' }] });
    expect(res.status).toBe(400);
  });
});

describe('a placement taken back', () => {
  it('deletes one never sent with its assignment, its queued week and their outbox entries', async () => {
    const last = Math.max(0, ...(await entries()).map((e) => e.id));
    const made = await json<PlacementSaved>(
      await post('/api/placements', hand({ workerName: 'Kees Kort' })),
      201,
    );
    const id = made.placement.id;
    expect(made.placement.sent).toBe(false);
    const row = await json<WeekRowView>(
      await wb.api(`/api/weeks/2026-W46/rows/${id}`, {
        method: 'PUT',
        json: { hours: { HT100: { '2026-11-09': 480 } }, times: {}, allowances: [] },
      }),
    );
    await json(await post('/api/weeks/2026-W46/queue', { placements: [id] }));
    const mine = (await entries()).filter((e) => e.id > last);
    expect(mine.map((e) => e.family).sort()).toEqual(['Assignment', 'Timecard']);
    expect((await wb.api(`/api/placements/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await wb.api(`/api/placements/${id}`)).status).toBe(404);
    expect((await wb.api(`/api/drafts/${made.assignment.draftId}`)).status).toBe(404);
    expect((await wb.api(`/api/drafts/${row.draftId}`)).status).toBe(404);
    expect((await entries()).filter((e) => e.id > last)).toEqual([]);
  });

  it('deletes a placement with its assignment draft, and refuses both once sent', async () => {
    const made = await json<PlacementSaved>(
      await post('/api/placements', hand({ workerName: 'Lotte Lang' })),
      201,
    );
    expect((await wb.api(`/api/drafts/${made.assignment.draftId}`, { method: 'DELETE' })).status).toBe(204);
    expect((await wb.api(`/api/placements/${made.placement.id}`)).status).toBe(404);

    const sent = await json<PlacementSaved>(
      await post('/api/placements', hand({ workerName: 'Mila Mol' })),
      201,
    );
    expect(await sync()).toMatchObject({ failed: 0 });
    const view = await json<PlacementView>(await wb.api(`/api/placements/${sent.placement.id}`));
    expect(view.sent).toBe(true);
    expect((await wb.api(`/api/placements/${view.id}`, { method: 'DELETE' })).status).toBe(409);
    expect((await wb.api(`/api/drafts/${sent.assignment.draftId}`, { method: 'DELETE' })).status).toBe(409);
  });

  it('never "ends" a one-day placement: nothing is sent for it', async () => {
    const day = await json<PlacementSaved>(
      await post('/api/placements', hand({ workerName: 'Daan Dag', start: '2026-11-20', end: '2026-11-20' })),
      201,
    );
    await sync();
    const before = (await entries()).length;
    const same = await post(`/api/placements/${day.placement.id}/end`, { lastDay: '2026-11-20' });
    expect(same.status).toBe(409);
    const earlier = await post(`/api/placements/${day.placement.id}/end`, { lastDay: '2026-11-19' });
    expect(earlier.status).toBe(400);
    expect((await entries()).length).toBe(before);
  });

  it('ends a sent placement earlier: the customer gets the assignment with its actual end', async () => {
    const [mila] = (await placements()).filter((p) => p.worker.name === 'Mila Mol');
    const ended = await json<PlacementSaved>(
      await post(`/api/placements/${mila?.id}/end`, { lastDay: '2026-12-18' }),
    );
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
    const again = await post(`/api/placements/${mila?.id}/end`, { lastDay: '2026-12-18' });
    expect(again.status).toBe(409);
  });

  it('withdraws a sent placement: its assignment is deleted at the customer, and it changes no more', async () => {
    const [mila] = (await placements()).filter((p) => p.worker.name === 'Mila Mol');
    const unsent = await json<PlacementSaved>(
      await post('/api/placements', hand({ workerName: 'Nora Nieuw' })),
      201,
    );
    expect((await post(`/api/placements/${unsent.placement.id}/withdraw`)).status).toBe(409);
    const done = await json<{ placement: PlacementView; queued?: Entry }>(
      await post(`/api/placements/${mila?.id}/withdraw`),
    );
    expect(done.placement.withdrawn).toBe(true);
    expect(done.queued?.operation).toBe('delete');
    // The delete, and Nora's assignment.
    expect(await sync()).toMatchObject({ sent: 2, failed: 0 });
    const history = await cp.server.store.history(
      '/purchase-to-pay/assignment',
      done.queued?.resourceId as string,
    );
    expect(history.map((h) => h.op)).toEqual(['create', 'update', 'delete']);
    const edit = await wb.api(`/api/placements/${mila?.id}`, {
      method: 'PUT',
      json: hand({ workerName: 'Mila Mol' }),
    });
    expect(edit.status).toBe(409);
    expect((await post(`/api/placements/${mila?.id}/withdraw`)).status).toBe(409);
  });
});
