// What the week page prints: every timecard of the week (a page per worker, to sign), one worker's, or
// the week's overview per customer (a page per customer). An action prints at once; the browser's own
// print (Ctrl+P) prints the overview, put in place before the browser lays the page out for print, so
// that it never prints the window's frame around an empty page.
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { call } from '../api/call.ts';
import { PrintJob } from '../components/print-job.tsx';
import type { GridRow } from '../hours/grid-row.ts';
import { PrintSheet } from '../hours/print-sheet.tsx';
import { rowTotal } from '../hours/row-model.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import type { Shown } from './placement-rows.ts';
import { type CustomerWeek, WeekOverview } from './week-overview.tsx';

type Job = { kind: 'timecards'; ids: string[]; auto: boolean } | { kind: 'overview'; auto: boolean };

/** My agency's name, asked for when first printed (the first page's calls are the start page's). */
let agencyName: string | undefined;
async function loadAgency(): Promise<string> {
  agencyName ??= await call('GET /agency').then(
    (a) => a.name,
    () => undefined,
  );
  return agencyName ?? '';
}

export interface WeekPrint {
  /** Every row with hours or allowances, a page each; or the rows named. */
  timecards(ids?: string[]): Promise<void>;
  overview(): Promise<void>;
  /** How many rows `timecards()` would print. */
  printable: number;
  /** The job to render on the page, while there is one. */
  job: ReactNode;
}

interface Options {
  shown: Shown[];
  rows: GridRow[];
  monday: string;
  customerOf(counterparty: string): string;
  compare(a: string, b: string): number;
}

export function useWeekPrint({ shown, rows, monday, customerOf, compare }: Options): WeekPrint {
  const t = useT();
  const f = useFormats();
  const [job, setJob] = useState<Job>();
  const current = useRef(job);
  current.current = job;

  useEffect(() => {
    const before = () => {
      if (!current.current) flushSync(() => setJob({ kind: 'overview', auto: false }));
    };
    const after = () => setJob((j) => (j?.auto ? j : undefined));
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  const withContent = useMemo(
    () => rows.filter((r) => rowTotal(r.row) > 0 || r.row.allowances.length > 0).map((r) => r.id),
    [rows],
  );
  const done = useCallback(() => setJob(undefined), []);
  const timecards = async (ids = withContent) => {
    await loadAgency();
    setJob({ kind: 'timecards', ids, auto: true });
  };
  const overview = async () => {
    await loadAgency();
    setJob({ kind: 'overview', auto: true });
  };

  const placementOf = new Map(shown.map((s) => [s.view.placement.id, s.view.placement]));
  let content: ReactNode = null;
  if (job?.kind === 'timecards')
    content = rows
      .filter((r) => job.ids.includes(r.id))
      .map((row) => {
        const p = placementOf.get(row.id);
        if (!p) return null;
        const parties = {
          worker: p.worker.name,
          customer: customerOf(p.counterparty),
          agency: agencyName ?? '',
          assignment: p.assignmentId.value,
        };
        return <PrintSheet key={row.id} row={row} monday={monday} parties={parties} />;
      });
  else if (job?.kind === 'overview') {
    const byCustomer = new Map<string, CustomerWeek>();
    for (const row of rows) {
      const p = placementOf.get(row.id);
      if (!p) continue;
      const customer = customerOf(p.counterparty);
      const week = byCustomer.get(customer) ?? { customer, rows: [] };
      week.rows.push(row);
      byCustomer.set(customer, week);
    }
    const customers = [...byCustomer.values()].sort((a, b) => compare(a.customer, b.customer));
    content =
      customers.length > 0 ? (
        <WeekOverview customers={customers} monday={monday} agency={agencyName ?? ''} />
      ) : (
        // A week without placements still prints as a page that says so.
        <section className="print-page">
          <h1>{t('print.overview', { week: f.weekNumber(monday) })}</h1>
          <p>{t('week.empty', { week: f.weekNumber(monday) })}</p>
        </section>
      );
  }
  return {
    timecards,
    overview,
    printable: withContent.length,
    job: job ? (
      <PrintJob auto={job.auto} onDone={done}>
        {content}
      </PrintJob>
    ) : null,
  };
}
