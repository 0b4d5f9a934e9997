// One row of the hours grid, and the table lines the rows show. A row is one placement's week on the
// week page, or the timecard being edited in the draft editor: either way its hours by type and day and
// its days' start and break are a WeekRow (shared/timecard/week-card.ts), which the grid's cells change
// by the same edits (row-model.ts) and each page writes where it keeps them.
import type { Rate } from '../../shared/placement/placement.ts';
import type { DayTimes } from '../../shared/timecard/clock.ts';
import type { WeekRow } from '../../shared/timecard/week-card.ts';

export interface CellNotes {
  /** The lines the cell is made of: several (a split shift written elsewhere) are shown, not edited. */
  lines: number;
  /** Their problems, in words. */
  messages: string[];
  /** Why the cell is marked for the clerk to check (an exception copied from an earlier week), in words. */
  mark?: string;
}

export interface GridRow {
  /** The placement's id, or the timecard draft's. */
  id: string;
  /** Whose hours, where the grid has a row per worker: the cells' names say it. */
  worker?: string;
  row: WeekRow;
  /** Its lines of hours by type, in the order a day lays them out (normal hours first). */
  codes: string[];
  /** Hour types the clerk added that hold no hours yet: their lines can be taken away again. */
  removable: string[];
  typeName(kind: Rate['kind'], code: string): string;
  /** The days it takes hours on (a placement may start or end within the week). */
  days: string[];
  /** The start and break of a day the clerk enters none for. */
  schedule?: DayTimes;
  /** Whether its lines of start and break times, and its allowances, are shown. */
  open: { times: boolean; allowances: boolean };
  /** What its cells hold beyond their hours, where it knows (a timecard's lines). */
  cell?(code: string, day: string): CellNotes;
}

export type TimesPart = 'start' | 'breakMinutes';

export type TableLine =
  | { kind: 'hours'; row: string; code: string; first: boolean }
  | { kind: 'times'; row: string; part: TimesPart }
  | { kind: 'allowances'; row: string };

/** The table's lines: each row's lines of hours, then its start and break and its allowances while open. */
export function tableLines(rows: Pick<GridRow, 'id' | 'codes' | 'open'>[]): TableLine[] {
  const lines: TableLine[] = [];
  for (const { id: row, codes, open } of rows) {
    for (const [i, code] of codes.entries()) lines.push({ kind: 'hours', row, code, first: i === 0 });
    if (open.times)
      for (const part of ['start', 'breakMinutes'] as const) lines.push({ kind: 'times', row, part });
    if (open.allowances) lines.push({ kind: 'allowances', row });
  }
  return lines;
}

/** A line's React key. */
export const lineKey = (line: TableLine) =>
  `${line.row}:${line.kind}:${line.kind === 'hours' ? line.code : line.kind === 'times' ? line.part : ''}`;
