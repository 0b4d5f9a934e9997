// Uren: the clerk's week. One row per placement running in the ISO week (and per hour type used),
// filled from the schedule or copied from the placement's last earlier week, typed like a spreadsheet,
// saved as one Timecard draft per placement, and queued to each customer with "Queue all".
import { useCallback, useMemo, useRef, useState } from 'react';
import type { QueueWeekResult, WeekRowView } from '../../shared/api/types.ts';
import { addDays, isoWeekOf, mondayOfWeek, today } from '../../shared/calendar.ts';
import { call } from '../api/call.ts';
import { ApiError } from '../api/client.ts';
import { customerName } from '../components/customer-name.ts';
import { useCounterparties } from '../components/use-counterparties.ts';
import { focusAllowance } from '../hours/allowance-list.tsx';
import { PrintSheet } from '../hours/print-sheet.tsx';
import { copyInto, fillFromSchedule, rowTotal } from '../hours/row-model.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import { CustomerSelect } from '../placements/customer-select.tsx';
import { href, navigate } from '../router.ts';
import { newEntry } from '../week/placement-allowances.tsx';
import { type Shown, usePlacementRows } from '../week/placement-rows.ts';
import { PlacementsGrid } from '../week/placements-grid.tsx';
import { useWeek } from '../week/use-week.ts';
import '../week/week.css';

type Open = { times: boolean; allowances: boolean };

export function WeekPage({ week: asked, focus }: { week?: string; focus?: string }) {
  const t = useT();
  const f = useFormats();
  const week = asked && mondayOfWeek(asked) ? asked.toUpperCase() : isoWeekOf(today());
  const monday = mondayOfWeek(week) as string;
  const [customer, setCustomer] = useState('');
  const state = useWeek(week, customer);
  const { counterparties } = useCounterparties();
  const [added, setAdded] = useState<Record<string, string[]>>({});
  const [open, setOpen] = useState<Record<string, Open>>({});
  const [printing, setPrinting] = useState<string>();
  const [result, setResult] = useState<QueueWeekResult>();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLDivElement>(null);

  const shown: Shown[] = useMemo(
    () =>
      (state.view?.rows ?? []).map((view) => ({
        view,
        row: state.rowOf(view),
        added: added[view.placement.id] ?? [],
        open: open[view.placement.id] ?? { times: false, allowances: false },
      })),
    [state, added, open],
  );
  const rows = usePlacementRows(shown, monday);
  const customerOf = useCallback((name: string) => customerName(counterparties, name), [counterparties]);
  const toggle = (id: string, which: keyof Open) =>
    setOpen((o) => {
      const now = o[id] ?? { times: false, allowances: false };
      return { ...o, [id]: { ...now, [which]: !now[which] } };
    });

  const actionsFor = (view: WeekRowView) => {
    const p = view.placement;
    const worker = p.worker.name;
    return {
      fill: () => state.edit(p.id, (row) => fillFromSchedule(p, row, monday)),
      copy: () => {
        setNotice('');
        call('GET /weeks/:week/rows/:placement/previous', { params: { week, placement: p.id } }).then(
          (found) => {
            state.edit(p.id, (row) => copyInto(row, found.row));
            setNotice(t('week.copied', { week: Number(found.week.slice(6)) }));
          },
          (e: unknown) =>
            setNotice(
              e instanceof ApiError && e.status === 404 ? t('week.nothingToCopy', { worker }) : String(e),
            ),
        );
      },
      addType: (code: string) => setAdded((a) => ({ ...a, [p.id]: [...(a[p.id] ?? []), code] })),
      toggleTimes: () => toggle(p.id, 'times'),
      toggleAllowances: () => {
        const wasOpen = open[p.id]?.allowances ?? false;
        toggle(p.id, 'allowances');
        if (wasOpen) return;
        if (state.rowOf(view).allowances.length === 0)
          state.edit(p.id, (row) => ({ ...row, allowances: [newEntry(p, monday)] }));
        // The allowances just opened are where the clerk goes on.
        focusAllowance(t('week.allowancesOf', { worker }), 1);
      },
      print: () => setPrinting(p.id),
    };
  };

  /** Every row without hours takes its placement's last earlier week, however long ago. */
  const copyAll = async () => {
    setNotice('');
    const empty = shown.filter((s) => rowTotal(s.row) === 0 && s.view.state !== 'sent');
    const found = await Promise.all(
      empty.map((s) =>
        call('GET /weeks/:week/rows/:placement/previous', {
          params: { week, placement: s.view.placement.id },
        }).then(
          (previous) => ({ id: s.view.placement.id, row: previous.row }),
          () => undefined,
        ),
      ),
    );
    let copied = 0;
    for (const f of found)
      if (f) {
        state.edit(f.id, (row) => copyInto(row, f.row));
        copied++;
      }
    setNotice(t('week.copiedRows', { count: copied, empty: empty.length }));
  };

  const fillAll = () => {
    for (const s of shown)
      if (rowTotal(s.row) === 0 && s.view.state !== 'sent')
        state.edit(s.view.placement.id, (row) => fillFromSchedule(s.view.placement, row, monday));
  };

  const queueAll = async () => {
    setBusy(true);
    setNotice('');
    try {
      setResult(await state.queueAll());
    } catch (e) {
      setNotice((e as Error).message);
    } finally {
      setBusy(false);
      // The outcome is the new content: focus goes there, and a screen reader reads it.
      requestAnimationFrame(() => status.current?.focus());
    }
  };

  const go = (days: number) => navigate('week', isoWeekOf(addDays(monday, days)));
  const printed = printing ? shown.find((s) => s.view.placement.id === printing) : undefined;
  const printedRow = printing ? rows.find((r) => r.id === printing) : undefined;
  const workerOf = (id: string) =>
    shown.find((s) => s.view.placement.id === id)?.view.placement.worker.name ?? id;

  return (
    <section className="week-page" aria-labelledby="week-heading">
      <h1 id="week-heading">
        {t('week.heading', { week: f.weekNumber(monday) })}{' '}
        <span className="muted period">
          {f.day(monday)} – {f.day(addDays(monday, 6))}
        </span>
      </h1>
      <div className="toolbar">
        <button type="button" onClick={() => go(-7)}>
          {t('week.previous')}
        </button>
        <label>
          <span className="visually-hidden">{t('week.pick')}</span>
          <input
            type="week"
            value={week}
            onChange={(e) =>
              e.target.value && mondayOfWeek(e.target.value) && navigate('week', e.target.value)
            }
          />
        </label>
        <button type="button" onClick={() => go(7)}>
          {t('week.next')}
        </button>
        <button type="button" onClick={() => navigate('week', isoWeekOf(today()))}>
          {t('week.thisWeek')}
        </button>
        <CustomerSelect
          label={t('week.customer')}
          any={t('week.allCustomers')}
          value={customer}
          onChange={setCustomer}
        />
      </div>
      <div className="toolbar">
        <button type="button" onClick={fillAll} disabled={shown.length === 0}>
          {t('week.fillAll')}
        </button>
        <button type="button" onClick={() => void copyAll()} disabled={shown.length === 0}>
          {t('week.copyAll')}
        </button>
        <span className="toolbar-gap" />
        <button type="button" className="primary" onClick={queueAll} disabled={busy || shown.length === 0}>
          {t('week.queueAll')}
        </button>
      </div>
      <div className="week-status" ref={status} tabIndex={-1} role="status">
        {notice ? <p>{notice}</p> : null}
        {result ? (
          <>
            <p>{t('week.queued', { count: result.queued })}</p>
            {result.skipped.length > 0 ? (
              <>
                <p>{t('week.skipped', { count: result.skipped.length })}</p>
                <ul>
                  {result.skipped.map((s) => (
                    <li key={s.placementId}>
                      {workerOf(s.placementId)}: {t(`week.skip.${s.reason}`)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </>
        ) : null}
      </div>
      {state.error ? (
        <p role="alert" className="field-error">
          {state.error}
        </p>
      ) : null}
      {state.view && shown.length === 0 ? (
        <p>
          {t('week.empty', { week: f.weekNumber(monday) })}{' '}
          <a href={href('placements')}>{t('week.addPlacements')}</a>
        </p>
      ) : null}
      {shown.length > 0 ? (
        <PlacementsGrid
          monday={monday}
          shown={shown}
          rows={rows}
          saveErrors={state.saveErrors}
          customerOf={customerOf}
          edit={state.edit}
          actionsFor={actionsFor}
          onRemoveType={(id, code) =>
            setAdded((a) => ({ ...a, [id]: (a[id] ?? []).filter((c) => c !== code) }))
          }
          focusPlacement={focus}
        />
      ) : null}
      {printed && printedRow ? (
        <PrintSheet
          row={printedRow}
          monday={monday}
          worker={printed.view.placement.worker.name}
          customer={customerOf(printed.view.placement.counterparty)}
          assignment={printed.view.placement.assignmentId.value}
          onDone={() => setPrinting(undefined)}
        />
      ) : null}
    </section>
  );
}
