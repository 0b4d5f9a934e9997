// Uren: the clerk's week. One row per placement running in the ISO week (and per hour type used), its
// workers in the order of the clerk's language, filled with the schedule's normal hours or everything as
// the placement's last earlier week (its exceptions marked), typed like a spreadsheet, saved as one
// Timecard draft per placement, queued to each customer with "Queue all", and printed: a timecard per
// worker or the week per customer. A search finds any worker, the grid showing only the rows in view;
// the focus stays in the grid from one week to the next.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QueueWeekResult, WeekRowView } from '../../shared/api/types.ts';
import { addDays, isoWeekOf, mondayOfWeek, today, weekOf } from '../../shared/timecard/calendar.ts';
import { customerName } from '../components/customer-name.ts';
import { useShortcut } from '../components/shortcuts.ts';
import { useCounterparties } from '../components/use-counterparties.ts';
import { focusAllowance } from '../hours/allowance-list.tsx';
import type { GridFocus } from '../hours/hours-grid.tsx';
import { cellKey } from '../hours/row-model.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { CustomerSelect } from '../placements/customer-select.tsx';
import { href, navigate } from '../router.ts';
import { useCopyMarks } from '../week/copy-marks.ts';
import { type Shown, usePlacementRows } from '../week/placement-rows.ts';
import { PlacementsGrid } from '../week/placements-grid.tsx';
import { useWeek } from '../week/use-week.ts';
import { useWeekFill } from '../week/week-fill.ts';
import { useWeekPrint } from '../week/week-print.tsx';
import { WorkerSearch } from '../week/worker-search.tsx';
import '../week/week.css';

type Open = { times: boolean; allowances: boolean };
/** Where the focus goes once a week's rows are shown: a placement's line and weekday (0 = Monday). */
type Place = { row?: string; code?: string; col?: number };

/** The grid cell that has the focus, as a place that another week has too. */
function focusedPlace(): Place | undefined {
  const cell = document.activeElement;
  if (!(cell instanceof HTMLInputElement) || cell.dataset.row === undefined) return undefined;
  return { row: cell.dataset.row, code: cell.dataset.code, col: Number(cell.dataset.col) };
}

export function WeekPage({ week: asked, focus: linked }: { week?: string; focus?: string }) {
  const t = useT();
  const f = useFormats();
  const { language } = useLanguage();
  const week = asked && mondayOfWeek(asked) ? asked.toUpperCase() : isoWeekOf(today());
  const monday = mondayOfWeek(week) as string;
  const [customer, setCustomer] = useState('');
  const state = useWeek(week, customer);
  const marks = useCopyMarks(week);
  const { counterparties } = useCounterparties();
  const [added, setAdded] = useState<Record<string, string[]>>({});
  const [open, setOpen] = useState<Record<string, Open>>({});
  const [result, setResult] = useState<QueueWeekResult>();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<string>();
  const [focus, setFocus] = useState<GridFocus>();
  const seq = useRef(0);
  const status = useRef<HTMLDivElement>(null);
  const collator = useMemo(() => new Intl.Collator(language), [language]);
  const customerOf = useCallback((name: string) => customerName(counterparties, name), [counterparties]);

  const views = useMemo(
    () =>
      [...(state.view?.rows ?? [])].sort(
        (a, b) =>
          collator.compare(a.placement.worker.name, b.placement.worker.name) ||
          collator.compare(customerOf(a.placement.counterparty), customerOf(b.placement.counterparty)),
      ),
    [state.view, collator, customerOf],
  );
  const shown: Shown[] = useMemo(
    () =>
      views.map((view) => ({
        view,
        row: state.rowOf(view),
        added: added[view.placement.id] ?? [],
        open: open[view.placement.id] ?? { times: false, allowances: false },
      })),
    [views, state, added, open],
  );
  const rows = usePlacementRows(shown, monday, marks.marks);
  const print = useWeekPrint({ shown, rows, monday, customerOf, compare: collator.compare });
  const fill = useWeekFill({ week, monday, state, rows: views, marks, say: setNotice });

  const focusRow = useCallback(
    (row: string, where: Omit<GridFocus, 'row' | 'seq'> = { into: true }) =>
      setFocus({ row, ...where, seq: ++seq.current }),
    [],
  );
  // Where the focus goes once the week asked for is shown: the same cell of the week before (a move
  // from the grid), the first row (a move by the buttons), or the placement a link named.
  const pending = useRef<Place | undefined>(linked ? { row: linked } : undefined);
  useEffect(() => {
    const place = pending.current;
    if (!place || !state.view) return;
    pending.current = undefined;
    const row = views.some((v) => v.placement.id === place.row) ? place.row : views[0]?.placement.id;
    const day = place.col === undefined ? undefined : weekOf(monday)[place.col];
    if (row) focusRow(row, { code: place.code, day, into: true });
  }, [state.view, views, monday, focusRow]);

  const go = (to: string) => {
    if (to === week) return;
    pending.current = focusedPlace() ?? {};
    // A focus asked for in this week (a row found, a line added) is not the next week's to take.
    setFocus(undefined);
    setResult(undefined);
    setNotice('');
    navigate('week', to);
  };
  const step = (days: number) => go(isoWeekOf(addDays(monday, days)));
  useShortcut('previousWeek', () => step(-7));
  useShortcut('nextWeek', () => step(7));

  const toggle = (id: string, which: keyof Open) =>
    setOpen((o) => {
      const now = o[id] ?? { times: false, allowances: false };
      return { ...o, [id]: { ...now, [which]: !now[which] } };
    });

  const actionsFor = (view: WeekRowView) => {
    const p = view.placement;
    return {
      fill: () => {
        fill.fillOne(view);
        focusRow(p.id);
      },
      copy: () => void fill.copyOne(view).then((copied) => copied && focusRow(p.id)),
      addType: (code: string) => {
        setAdded((a) => ({ ...a, [p.id]: [...(a[p.id] ?? []), code] }));
        // The line just added is where the clerk types next.
        focusRow(p.id, { code, into: true });
      },
      toggleTimes: () => toggle(p.id, 'times'),
      toggleAllowances: () => {
        const opening = !(open[p.id]?.allowances ?? false);
        toggle(p.id, 'allowances');
        // Opening adds nothing: the first allowance, or the button that adds one, takes the focus.
        if (opening) focusAllowance(t('week.allowancesOf', { worker: p.worker.name }));
      },
      print: () => void print.timecards([p.id]),
    };
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

  const workerOf = (id: string) => views.find((v) => v.placement.id === id)?.placement.worker.name ?? id;
  const findable = useMemo(
    () =>
      views.map((v) => ({
        id: v.placement.id,
        worker: v.placement.worker.name,
        customer: customerOf(v.placement.counterparty),
      })),
    [views, customerOf],
  );

  return (
    <section className="week-page" aria-labelledby="week-heading">
      <h1 id="week-heading">
        {t('week.heading', { week: f.weekNumber(monday) })}{' '}
        <span className="muted period">
          {f.day(monday)} – {f.day(addDays(monday, 6))}
        </span>
      </h1>
      <div className="toolbar">
        <button type="button" onClick={() => step(-7)} aria-keyshortcuts="Alt+PageUp">
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
        <button type="button" onClick={() => step(7)} aria-keyshortcuts="Alt+PageDown">
          {t('week.next')}
        </button>
        <button type="button" onClick={() => go(isoWeekOf(today()))}>
          {t('week.thisWeek')}
        </button>
        <CustomerSelect
          label={t('week.customer')}
          any={t('week.allCustomers')}
          value={customer}
          onChange={setCustomer}
        />
        <WorkerSearch
          rows={findable}
          onFound={(id, into) => {
            setFound(id);
            if (id) focusRow(id, { into });
          }}
        />
      </div>
      <div className="toolbar">
        <fieldset className="toolbar-group">
          <legend>{t('week.fillWith')}</legend>
          <button type="button" onClick={fill.fillAll} disabled={shown.length === 0}>
            {t('week.fillAll')}
          </button>
          <button type="button" onClick={() => void fill.copyAll()} disabled={shown.length === 0}>
            {t('week.copyAll')}
          </button>
        </fieldset>
        <details className="toolbar-menu">
          <summary>{t('week.printMenu')}</summary>
          <div className="toolbar-menu-items">
            <button type="button" onClick={() => void print.timecards()} disabled={print.printable === 0}>
              {t('week.printTimecards', { count: print.printable })}
            </button>
            <button type="button" onClick={() => void print.overview()}>
              {t('week.printOverview')}
            </button>
          </div>
        </details>
        <span className="toolbar-gap" />
        <button
          type="button"
          className="primary"
          onClick={queueAll}
          disabled={busy || shown.length === 0}
          aria-keyshortcuts="Alt+K"
          data-shortcut="queue"
        >
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
          focus={focus}
          found={found}
          onTouch={(id, code, day) => marks.touch(id, cellKey(code, day))}
        />
      ) : null}
      {print.job}
    </section>
  );
}
