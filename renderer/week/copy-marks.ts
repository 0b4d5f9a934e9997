// Exceptions copied from an earlier week ("everything as last week": overtime, absence, other hours than
// the schedule), marked on the week page until the clerk types into their cells. Kept for the tab's
// session per week, so that a mark still shows after a move to another page and back.
import { useCallback, useEffect, useState } from 'react';

/** By placement: the week copied from, and the cells (row-model.ts cellKey) still to be seen to. */
export type Marks = Record<string, { from: number; cells: string[] }>;

const storageKey = (week: string) => `setu-workbench.copied.${week}`;

function read(week: string): Marks {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey(week)) ?? '{}') as Marks;
  } catch {
    return {};
  }
}

export interface CopyMarks {
  marks: Marks;
  /** Marks a placement's cells (replacing its earlier marks), copied from week number `from`. */
  mark(placement: string, from: number, cells: string[]): void;
  touch(placement: string, cell: string): void;
}

export function useCopyMarks(week: string): CopyMarks {
  const [marks, setMarks] = useState<{ week: string; marks: Marks }>(() => ({ week, marks: read(week) }));
  const shown = marks.week === week ? marks.marks : read(week);
  useEffect(() => {
    if (marks.week !== week) setMarks({ week, marks: read(week) });
  }, [week, marks.week]);

  const change = useCallback(
    (edit: (all: Marks) => Marks) =>
      setMarks((m) => {
        const current = m.week === week ? m.marks : read(week);
        const next = edit(current);
        // Typing into a cell that was never marked changes nothing, and renders nothing again.
        if (next === current && m.week === week) return m;
        if (Object.keys(next).length === 0) sessionStorage.removeItem(storageKey(week));
        else sessionStorage.setItem(storageKey(week), JSON.stringify(next));
        return { week, marks: next };
      }),
    [week],
  );
  const mark = useCallback(
    (placement: string, from: number, cells: string[]) =>
      change(({ [placement]: _, ...rest }) =>
        cells.length > 0 ? { ...rest, [placement]: { from, cells } } : rest,
      ),
    [change],
  );
  const touch = useCallback(
    (placement: string, cell: string) =>
      change((all) => {
        const now = all[placement];
        if (!now?.cells.includes(cell)) return all;
        const { [placement]: _, ...rest } = all;
        const cells = now.cells.filter((c) => c !== cell);
        return cells.length > 0 ? { ...rest, [placement]: { ...now, cells } } : rest;
      }),
    [change],
  );
  return { marks: shown, mark, touch };
}
