// Invoicing a four-week period at 200 placements (≈ 4,000 timecard lines: 200 workers × 4 weeks × 5 days),
// against `serve` in a child process: "Factureren" for the period and numbering its invoice (propose +
// make over the management API) against opening that period's four weeks (GET /api/weeks, as the week
// page does) in the same run. Target: making the invoice takes at most 3× opening the weeks.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDesk } from '../main/placements/desk.ts';
import { savePlacement } from '../main/placements/service.ts';
import { queueWeek, saveRow } from '../main/placements/week.ts';
import { openConnection } from '../main/store/connection.ts';
import { Counterparties } from '../main/store/counterparties.ts';
import { Store } from '../main/store/store.ts';
import { parsePeriod } from '../shared/invoice/period.ts';
import { type ServeProcess, startServe } from '../test/support/serve-process.ts';
import { fullWeek } from './full-week.ts';
import { median } from './page-timing.ts';

const PLACEMENTS = Number(process.env.BENCH_INVOICE_PLACEMENTS ?? 200);
/** One four-week period per round: a period is invoiced once. */
const PERIODS = ['2026-P10', '2026-P11', '2026-P12'];

/** 200 placements at a customer invoiced every four weeks, each with every week of the periods sent. */
function seed(dir: string): void {
  const store = Store.open(dir, { backgroundCheckpoint: false });
  const db = openConnection(store.file);
  const counterparties = new Counterparties(db);
  counterparties.add({
    name: 'klant',
    role: 'customer',
    baseUrl: 'http://127.0.0.1:9',
    families: ['Timecard', 'Invoice'],
    party: {
      name: 'Klant BV',
      kvk: '87654321',
      address: { street: 'Dorpsstraat 5', postalCode: '5678 CD', city: 'Utrecht' },
      invoicePeriod: '4weeks',
    },
  });
  const desk = openDesk(db, counterparties);
  desk.settings.setAgency({
    name: 'Flex Uitzendbureau',
    kvk: '12345678',
    btw: 'NL001234567B01',
    iban: 'NL91ABNA0417164300',
    address: { street: 'Kerkstraat 1', postalCode: '1234 AB', city: 'Amsterdam' },
  });
  const weeks = PERIODS.flatMap((p) => parsePeriod(p)?.weeks ?? []);
  db.transaction(() => {
    for (let i = 0; i < PLACEMENTS; i++) {
      const saved = savePlacement(desk, {
        workerName: `Medewerker ${String(i).padStart(3, '0')}`,
        counterparty: 'klant',
        start: '2026-01-05',
        rates: [
          {
            kind: 'hours',
            code: 'HT100',
            amount: 21.5,
            bill: 39.75,
            multiplier: 100,
            toBeBilled: true,
            toBePaid: true,
          },
        ],
        schedule: { days: [480, 480, 480, 480, 480, 0, 0], start: 480, breakMinutes: 30 },
      });
      for (const week of weeks) saveRow(desk, week, saved.placement.id, fullWeek(week));
    }
    for (const week of weeks) queueWeek(desk, week);
    // The customer took them all: each entry sent, as a sync records it.
    const claim = { owner: `${process.pid}:bench`, until: new Date(Date.now() + 60_000) };
    for (const entry of desk.outbox.pending('klant')) {
      const sending = desk.outbox.markSending(entry.id, claim);
      if (sending) desk.outbox.markSent(sending, 201);
    }
  })();
  db.close();
  store.close();
}

export async function benchInvoice(): Promise<void> {
  console.log(`\nInvoicing four weeks of ${PLACEMENTS} placements (serve in a child process)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-bench-invoice-'));
  let serve: ServeProcess | undefined;
  try {
    seed(dir);
    serve = await startServe(['--data', dir, '--quiet', '--role', 'both']);
    const api = async (p: string, method = 'GET', json?: unknown) => {
      const res = await fetch(`${serve?.url}/api/${p}`, {
        method,
        headers: {
          authorization: `Bearer ${serve?.token}`,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    // Reading the sent timecards into the invoicing index happens once, as it would have day by day.
    await api('invoices/propose', 'POST', { period: '2026-P01' });
    const opening: number[] = [];
    const making: number[] = [];
    let lines = 0;
    for (const period of PERIODS) {
      const weeks = parsePeriod(period)?.weeks ?? [];
      const t0 = performance.now();
      for (const week of weeks) await api(`weeks/${week}`);
      opening.push(performance.now() - t0);
      const t1 = performance.now();
      const { invoices } = (await api('invoices/propose', 'POST', { period })) as {
        invoices: { id: string }[];
      };
      for (const invoice of invoices) await api(`invoices/${invoice.id}/make`, 'POST', {});
      making.push(performance.now() - t1);
      if (invoices.length !== 1) throw new Error(`${period}: ${invoices.length} invoices`);
      const made = await api(`invoices/${invoices[0]?.id}`);
      if (made.state !== 'ready') throw new Error(`${period}: ${JSON.stringify(made.problems)}`);
      lines = (made.document as { lines: unknown[] }).lines.length;
    }
    const ratio = median(making) / median(opening);
    console.log(
      `  make the period's invoice (${lines} lines)  ${median(making).toFixed(0).padStart(6)} ms   ` +
        `open its 4 weeks: ${median(opening).toFixed(0)} ms   ratio ${ratio.toFixed(2)} (target ≤ 3)  ${ratio <= 3 ? 'OK' : 'OVER TARGET'}`,
    );
  } finally {
    await serve?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchInvoice();
