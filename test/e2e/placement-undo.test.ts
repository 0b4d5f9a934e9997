// Safe imports in Chromium, in Dutch and in English (axe-clean): a spreadsheet shows what each row would
// do before anything is stored or queued, a worker placed by hand shows as possibly the same worker,
// importing the same spreadsheet twice adds no duplicate, and a placement deleted before it was sent
// leaves nothing behind (no placement, no draft, no outbox entry).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Draft, OutboxItem, PlacementSaved, PlacementView } from '../../shared/api/types.ts';
import { PlacementEnding, PlacementsPage } from './pages/placements-page.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { seriousViolations } from './support/languages.ts';
import { openApp, type WorkbenchApp } from './support/workbench-app.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The words each language's page says them in. */
const words = {
  'en-US': {
    possible: 'Possibly the same worker',
    byNumber: 'same personnel number',
    byName: 'same name',
    keep: 'Keep that placement (the same)',
    add: 'Add as a new placement',
    nothing: 'Nothing changes',
    first: /adds 2 placements, updates 0, leaves 1 as they are and skips 0; 2 assignments go to the outbox/,
    firstDone: /^2 placements added, 0 updated, 1 unchanged, 0 skipped\.$/,
    again: /adds 0 placements, updates 0, leaves 3 as they are and skips 0; no assignment goes to the outbox/,
    delete: /^Delete placement…$/,
    yes: /^Yes, delete it$/,
    deleteText: /Bakkerij Jansen has received nothing of this placement yet/,
  },
  'nl-NL': {
    possible: 'Mogelijk dezelfde medewerker',
    byNumber: 'zelfde personeelsnummer',
    byName: 'zelfde naam',
    keep: 'Die plaatsing houden (hetzelfde)',
    add: 'Toevoegen als nieuwe plaatsing',
    nothing: 'Er verandert niets',
    first:
      /voegt 2 plaatsingen toe, werkt er 0 bij, laat er 1 zoals ze zijn en slaat er 0 over; er gaan 2 opdrachten naar de wachtrij/,
    firstDone: /^2 plaatsingen toegevoegd, 0 bijgewerkt, 1 ongewijzigd, 0 overgeslagen\.$/,
    again:
      /voegt 0 plaatsingen toe, werkt er 0 bij, laat er 3 zoals ze zijn en slaat er 0 over; er gaat geen opdracht naar de wachtrij/,
    delete: /^Plaatsing verwijderen…$/,
    yes: /^Ja, verwijderen$/,
    deleteText: /Bakkerij Jansen heeft nog niets van deze plaatsing ontvangen/,
  },
} as const;

const sheet = Buffer.from(
  [
    'Medewerker;Personeelsnummer;Klant;Startdatum;Uurtarieven;Uren per week;Werkdagen',
    'Sanne Visser;2002;Bakkerij Jansen;02-11-2026;HT100=19,75;40;ma-vr',
    'Joël Smit;;Bakkerij Jansen;02-11-2026;HT100=21,50;40;ma-vr',
    'Anna de Wit;;Bakkerij Jansen;09-11-2026;HT100=22,00;32;ma-do',
    '',
  ].join('\r\n'),
  'latin1',
);

for (const locale of ['nl-NL', 'en-US'] as const) {
  const say = words[locale];

  describe(`safe imports (${locale})`, () => {
    let app: WorkbenchApp;
    const get = async <T>(p: string): Promise<T> => (await (await app.api(p)).json()) as T;
    const placements = async () => (await get<{ items: PlacementView[] }>('placements?ended=include')).items;
    const outbox = async () => (await get<{ items: OutboxItem[] }>('outbox?limit=500')).items;

    beforeAll(async () => {
      app = await openApp(browser, ['--role', 'both'], { locale });
      const setup = await Promise.all([
        app.api('agency', { method: 'PUT', json: { name: 'Flex Uitzendbureau', kvk: '12345678' } }),
        app.api('counterparties', {
          method: 'POST',
          json: {
            name: 'bakkerij',
            role: 'customer',
            families: ['Assignment', 'Timecard'],
            // Nobody answers there: nothing is sent during the test.
            baseUrl: 'http://127.0.0.1:9',
            party: { name: 'Bakkerij Jansen' },
          },
        }),
      ]);
      for (const res of setup) expect(res.ok).toBe(true);
      // Placed by hand before the spreadsheet came.
      const made = await app.api('placements', {
        method: 'POST',
        json: {
          workerName: 'Sanne Visser',
          personnelNumber: '2002',
          counterparty: 'bakkerij',
          start: '2026-11-02',
          rates: [{ kind: 'hours', code: 'HT100', amount: 19.75 }],
          schedule: { days: [480, 480, 480, 480, 480, 0, 0] },
        },
      });
      expect(((await made.json()) as PlacementSaved).assignment.queued).toBeDefined();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('shows every row before anything is stored, with the worker placed by hand as possibly the same', async () => {
      const list = await new PlacementsPage(app.page).open();
      const preview = await list.importSheet({
        name: 'plaatsingen.csv',
        mimeType: 'text/csv',
        buffer: sheet,
      });
      const rows = await preview.rows();
      expect(rows.map((r) => r[0])).toEqual(['Sanne Visser', 'Joël Smit', 'Anna de Wit']);
      expect(rows[0]?.[1]).toContain(say.possible);
      expect(rows[0]?.[1]).toContain(say.byNumber);
      expect(rows[0]?.[2]).toBe(say.keep);
      expect(rows[0]?.[3]).toBe(say.nothing);
      expect(rows.slice(1).map((r) => r[2])).toEqual([say.add, say.add]);
      expect(await preview.outcome()).toMatch(say.first);
      expect(await seriousViolations(app.page)).toEqual([]);
      await screenshot(app.page, `import-preview-${locale}`);
      // Nothing stored, nothing queued yet.
      expect((await placements()).map((p) => p.worker.name)).toEqual(['Sanne Visser']);
      expect(await outbox()).toHaveLength(1);

      await preview.confirm();
      await expect.poll(() => list.notice()).toMatch(say.firstDone);
      expect((await placements()).map((p) => p.worker.name).sort()).toEqual([
        'Anna de Wit',
        'Joël Smit',
        'Sanne Visser',
      ]);
      expect(await outbox()).toHaveLength(3);
    });

    it('imports the same spreadsheet again without a duplicate, and queues nothing', async () => {
      const before = await placements();
      const list = new PlacementsPage(app.page);
      const preview = await list.importSheet({
        name: 'plaatsingen.csv',
        mimeType: 'text/csv',
        buffer: sheet,
      });
      const rows = await preview.rows();
      expect(rows.map((r) => r[3])).toEqual([say.nothing, say.nothing, say.nothing]);
      expect(rows.slice(1).every((r) => r[1]?.includes(say.byName))).toBe(true);
      expect(await preview.outcome()).toMatch(say.again);
      await preview.confirm();
      expect(await placements()).toEqual(before);
      expect(await outbox()).toHaveLength(3);
    });

    it('deletes a placement never sent, leaving nothing behind', async () => {
      const joel = (await placements()).find((p) => p.worker.name === 'Joël Smit') as PlacementView;
      const number = joel.assignmentId.value;
      const list = new PlacementsPage(app.page);
      await list.list.getByRole('link', { name: 'Joël Smit' }).click();
      const ending = new PlacementEnding(app.page);
      await ending.root.waitFor();
      expect(await ending.text()).toMatch(say.deleteText);
      await ending.root.getByRole('button', { name: say.delete }).click();
      expect(await seriousViolations(app.page)).toEqual([]);
      await ending.root.getByRole('button', { name: say.yes }).click();
      await app.page.waitForURL(/#\/placements$/);

      expect((await placements()).map((p) => p.worker.name).sort()).toEqual(['Anna de Wit', 'Sanne Visser']);
      expect((await app.api(`drafts/${joel.source.id}`)).status).toBe(404);
      const drafts = (await get<{ items: Draft[] }>('drafts?limit=500')).items;
      expect(drafts.filter((d) => d.title.includes(number))).toEqual([]);
      expect((await outbox()).filter((e) => e.title.includes(number))).toEqual([]);
      expect(await outbox()).toHaveLength(2);
    });
  });
}
