// Filling a week's rows: with the schedule's normal hours, or everything as the placement's last
// earlier week, however old. A copy marks what it brought that the schedule would not have (overtime,
// absence, other hours), so that the clerk sees to each; the schedule's normal hours need no check.
// Only rows still empty are filled by the toolbar, and a sent week is never changed by it.
import type { WeekRowView } from '../../shared/api/types.ts';
import type { WeekRow } from '../../shared/timecard/week-card.ts';
import { call } from '../api/call.ts';
import { ApiError } from '../api/client.ts';
import { copiedExceptions, copyInto, fillFromSchedule, rowTotal } from '../hours/row-model.ts';
import { useT } from '../i18n/intl.tsx';
import type { CopyMarks } from './copy-marks.ts';
import type { WeekState } from './use-week.ts';

export interface WeekFill {
  fillOne(view: WeekRowView): void;
  /** Answers whether there was an earlier week to copy. */
  copyOne(view: WeekRowView): Promise<boolean>;
  fillAll(): void;
  copyAll(): Promise<void>;
}

interface Options {
  week: string;
  monday: string;
  state: WeekState;
  rows: WeekRowView[];
  marks: CopyMarks;
  say(notice: string): void;
}

const weekNumber = (week: string) => Number(week.slice(6));

export function useWeekFill({ week, monday, state, rows, marks, say }: Options): WeekFill {
  const t = useT();
  const empty = () => rows.filter((v) => rowTotal(state.rowOf(v)) === 0 && v.state !== 'sent');

  /** Copies an earlier week onto the row and marks its exceptions; answers how many there are. */
  const copyFrom = (view: WeekRowView, earlier: { week: string; row: WeekRow }): number => {
    const p = view.placement;
    const before = state.rowOf(view);
    const exceptions = copiedExceptions(p, before, copyInto(before, earlier.row), monday);
    state.edit(p.id, (row) => copyInto(row, earlier.row));
    marks.mark(p.id, weekNumber(earlier.week), exceptions);
    return exceptions.length;
  };
  const previous = (view: WeekRowView) =>
    call('GET /weeks/:week/rows/:placement/previous', { params: { week, placement: view.placement.id } });
  const marked = (count: number) => (count > 0 ? ` ${t('week.copiedExceptions', { count })}` : '');

  return {
    fillOne: (view) => state.edit(view.placement.id, (row) => fillFromSchedule(view.placement, row, monday)),
    async copyOne(view) {
      say('');
      try {
        const found = await previous(view);
        const count = copyFrom(view, found);
        say(t('week.copied', { week: weekNumber(found.week) }) + marked(count));
        return true;
      } catch (e) {
        say(
          e instanceof ApiError && e.status === 404
            ? t('week.nothingToCopy', { worker: view.placement.worker.name })
            : String(e),
        );
        return false;
      }
    },
    fillAll() {
      for (const view of empty())
        state.edit(view.placement.id, (row) => fillFromSchedule(view.placement, row, monday));
    },
    async copyAll() {
      say('');
      const todo = empty();
      const found = await Promise.all(todo.map((view) => previous(view).catch(() => undefined)));
      let copied = 0;
      let exceptions = 0;
      todo.forEach((view, i) => {
        const earlier = found[i];
        if (!earlier) return;
        exceptions += copyFrom(view, earlier);
        copied++;
      });
      say(t('week.copiedRows', { count: copied, empty: todo.length }) + marked(exceptions));
    },
  };
}
