// The week's rows and the clerk's edits: an edit shows at once and is saved shortly after (one save at
// a time per placement, in order); the week is fetched again when the outbox or a placement changes,
// keeping edits not yet saved. "Queue all" first saves what is pending.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { QueueWeekResult, WeekRowView, WeekView } from '../../shared/api/types.ts';
import type { WeekRow } from '../../shared/timecard/week-card.ts';
import { call } from '../api/call.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { sameRow } from '../hours/row-model.ts';

/** A pause in typing before the row is saved: short enough that states follow, long enough to batch. */
const SAVE_PAUSE_MS = 400;
/** Events come in bursts (a sync reports every entry): one refetch per this many ms at most. */
const REFETCH_DELAY_MS = 300;

export interface WeekState {
  view?: WeekView;
  error: string;
  /** The row as shown: the clerk's edit where there is one, else as saved. */
  rowOf(view: WeekRowView): WeekRow;
  /** Save problems by placement. */
  saveErrors: Record<string, string>;
  edit(placement: string, change: (row: WeekRow) => WeekRow): void;
  /** Saves every pending edit now. */
  flush(): Promise<void>;
  queueAll(): Promise<QueueWeekResult>;
  reload(): void;
}

export function useWeek(week: string, customer: string): WeekState {
  const [view, setView] = useState<WeekView>();
  const [error, setError] = useState('');
  const [edits, setEdits] = useState<Record<string, WeekRow>>({});
  const [saveErrors, setSaveErrors] = useState<Record<string, string>>({});
  const latest = useRef(edits);
  latest.current = edits;
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const chains = useRef(new Map<string, Promise<void>>());
  const refetch = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Only the newest request's answer is shown: a refetch planned for the week before, answering late,
  // must not replace the week now asked for.
  const generation = useRef(0);
  const load = useCallback(() => {
    const gen = ++generation.current;
    call('GET /weeks/:week', { params: { week }, query: { customer: customer || undefined } }).then(
      (v) => {
        if (gen !== generation.current) return;
        setView(v);
        setError('');
      },
      (e: Error) => gen === generation.current && setError(e.message),
    );
  }, [week, customer]);
  const loadLatest = useRef(load);
  loadLatest.current = load;

  useEffect(() => {
    setView(undefined);
    setEdits({});
    load();
  }, [load]);

  const replaceRow = useCallback((row: WeekRowView) => {
    setView((v) => v && { ...v, rows: v.rows.map((r) => (r.placement.id === row.placement.id ? row : r)) });
  }, []);

  const save = useCallback(
    (placement: string) => {
      clearTimeout(timers.current.get(placement));
      timers.current.delete(placement);
      const previous = chains.current.get(placement) ?? Promise.resolve();
      const next = previous.then(async () => {
        const row = latest.current[placement];
        if (!row) return;
        try {
          const saved = await call('PUT /weeks/:week/rows/:placement', {
            params: { week, placement },
            body: row,
          });
          replaceRow(saved);
          setSaveErrors(({ [placement]: _, ...rest }) => rest);
          // What was typed meanwhile stays an edit; what was saved is now the row.
          setEdits(({ [placement]: current, ...rest }) =>
            current && !sameRow(current, row) ? { ...rest, [placement]: current } : rest,
          );
        } catch (e) {
          setSaveErrors((errors) => ({ ...errors, [placement]: (e as Error).message }));
        }
      });
      chains.current.set(placement, next);
      return next;
    },
    [week, replaceRow],
  );

  const edit = useCallback(
    (placement: string, change: (row: WeekRow) => WeekRow) => {
      setEdits((all) => {
        const base = all[placement] ?? view?.rows.find((r) => r.placement.id === placement)?.row;
        if (!base) return all;
        const next = { ...all, [placement]: change(base) };
        latest.current = next;
        return next;
      });
      clearTimeout(timers.current.get(placement));
      timers.current.set(
        placement,
        setTimeout(() => void save(placement), SAVE_PAUSE_MS),
      );
    },
    [view, save],
  );

  const flush = useCallback(async () => {
    const pending = [...timers.current.keys()];
    await Promise.all([...pending.map(save), ...chains.current.values()]);
  }, [save]);

  // Leaving the page (or the week) saves what was typed.
  useEffect(
    () => () => {
      for (const placement of timers.current.keys()) void save(placement);
    },
    [save],
  );

  const queueAll = useCallback(async () => {
    await flush();
    const result = await call('POST /weeks/:week/queue', { params: { week }, body: {} });
    setView(
      (v) =>
        v && {
          ...v,
          rows: v.rows.map((r) => result.rows.find((n) => n.placement.id === r.placement.id) ?? r),
        },
    );
    return result;
  }, [week, flush]);

  useApiEvents((e) => {
    const relevant =
      e.type === 'connected' ||
      e.type === 'placement' ||
      e.type === 'sync-done' ||
      (e.type === 'outbox' && e.state !== 'queued') ||
      e.type === 'counterparty';
    if (!relevant || refetch.current !== undefined) return;
    refetch.current = setTimeout(() => {
      refetch.current = undefined;
      loadLatest.current();
    }, REFETCH_DELAY_MS);
  });
  useEffect(() => () => clearTimeout(refetch.current), []);

  const rowOf = useCallback((v: WeekRowView) => edits[v.placement.id] ?? v.row, [edits]);
  // Until the asked week has arrived, the last one is not shown as if it were it.
  const current = view?.week === week ? view : undefined;
  return useMemo(
    () => ({ view: current, error, rowOf, saveErrors, edit, flush, queueAll, reload: load }),
    [current, error, rowOf, saveErrors, edit, flush, queueAll, load],
  );
}
