// A line of the hours grid as the grid's columns lay it out: the worker column where the grid has a row
// per worker (the worker on a row's first line), the line's head, a cell per day, the line's total, and
// the state column where the grid shows each row's state.
import type { ReactNode } from 'react';

export interface Columns {
  worker: boolean;
  state: boolean;
}

/** The line's head, the seven days and the total, and the columns the grid has besides. */
export const columnCount = (columns: Columns) => 9 + Number(columns.worker) + Number(columns.state);

/** What the grid's window of lines needs of each line it renders: its index, and its element to measure. */
export interface Measured {
  'data-index': number;
  ref(element: HTMLTableRowElement | null): void;
}

export interface GridLineProps {
  columns: Columns;
  measured: Measured;
  className?: string;
  head: ReactNode;
  /** A cell per day. */
  children: ReactNode;
  worker?: ReactNode;
  total?: ReactNode;
  state?: ReactNode;
}

export function GridLine({
  columns,
  measured,
  className,
  head,
  children,
  worker,
  total,
  state,
}: GridLineProps) {
  return (
    <tr className={className} {...measured}>
      {columns.worker ? (worker ?? <td />) : null}
      {head}
      {children}
      {total ?? <td />}
      {columns.state ? (state ?? <td />) : null}
    </tr>
  );
}
