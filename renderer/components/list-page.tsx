// The skeleton of a page that is mostly one long list (drafts, inbox, outbox, sent, placements,
// invoices): its heading, its toolbars, what went wrong, the column heads, and the rows fetched page
// by page from a contract route into a virtualised list, fetched again when an event names them.
// Each page brings what is its own: the filters and actions, the cells of a row, the words when empty.
import type { HTMLAttributes, ReactNode } from 'react';
import type { Answer, Params, Query, RouteKey } from '../../shared/api/contract.ts';
import type { Page } from '../../shared/api/types.ts';
import { api } from '../api/client.ts';
import { takeArrived } from '../api/early.ts';
import { LIST_PAGE_ROWS } from '../api/first-calls.ts';
import { routePath } from '../api/route-path.ts';
import { LocalError } from '../errors/error-text.tsx';
import type { MessageKey } from '../i18n/catalog.ts';
import { useT } from '../i18n/intl.tsx';
import { type PagedList, usePagedList } from './paged-list.ts';
import { type StreamEvent, useApiEvents } from './use-api-events.ts';
import { VirtualList } from './virtual-list.tsx';

/** A route of the contract that answers a page of rows and is asked without path parameters. */
export type ListRoute = {
  [K in RouteKey]: K extends `GET ${string}`
    ? Answer<K> extends Page<unknown>
      ? keyof Params<K> extends never
        ? K
        : never
      : never
    : never;
}[RouteKey];

export type RowOf<K extends ListRoute> = Answer<K> extends Page<infer T> ? T : never;

/** What a list page asks its route for; the paging is the list's own. */
export type ListQuery<K extends ListRoute> = Omit<Query<K>, 'cursor' | 'limit'>;

export interface ListRows<T> extends PagedList<T> {
  /** The query narrows the list: no rows then means none match, not none at all. */
  filtered: boolean;
}

/**
 * The rows `route` answers for `query`, page by page; a new query starts the list again, and an event
 * `refreshOn` accepts (or the event stream connecting again) fetches the rows shown again.
 */
export function useListRows<K extends ListRoute>(
  route: K,
  query: ListQuery<K>,
  refreshOn: (event: StreamEvent) => boolean,
): ListRows<RowOf<K>> {
  const pathOf = (cursor: string | undefined, limit: number) =>
    routePath(route, { query: { ...query, cursor, limit } }).path;
  const list = usePagedList<RowOf<K>>(
    JSON.stringify(query),
    (cursor, limit) => api<Page<RowOf<K>>>(pathOf(cursor, limit)),
    () => takeArrived(pathOf(undefined, LIST_PAGE_ROWS))?.value as Page<RowOf<K>> | undefined,
  );
  useApiEvents((event) => {
    if (event.type === 'connected' || refreshOn(event)) list.refresh();
  });
  const filtered = Object.values(query).some((value) => value !== undefined && value !== '');
  return { ...list, filtered };
}

/** A column's heading words; null for the column of a row's buttons, which has none. */
export type Column = MessageKey | { words: MessageKey; className: string } | null;

/** What a list page is, the same every time it shows: its words, its columns, its rows' keys. */
export interface ListLayout<T> {
  /** The page's name: its section's class is `NAME-page`, its heading's id `NAME-heading`. */
  name: string;
  /**
   * The heading, the list's accessible name, the words for a list without rows and, where the page
   * filters, for one whose filters match none.
   */
  words: { heading: MessageKey; label: MessageKey; empty: MessageKey; noMatch?: MessageKey };
  columns: readonly Column[];
  rowKey(row: T): string | number;
}

export interface ListPageProps<T> {
  layout: ListLayout<T>;
  list: ListRows<T>;
  renderRow(row: T): ReactNode;
  /** What the page's own actions ran into, said before the list's failure. */
  error?: unknown;
  /** The toolbars and anything else that comes between the heading and the list. */
  children?: ReactNode;
  /** What comes under the list (an entry's details, a hint). */
  after?: ReactNode;
  /** The section's further class and handlers (dropping files on the page). */
  section?: Omit<HTMLAttributes<HTMLElement>, 'aria-labelledby'>;
}

const columnKey = (column: Column) =>
  column === null ? '' : typeof column === 'string' ? column : column.words;

function ColumnHead({ column }: { column: Column }) {
  const t = useT();
  if (column === null) return <span />;
  return typeof column === 'string' ? (
    <span>{t(column)}</span>
  ) : (
    <span className={column.className}>{t(column.words)}</span>
  );
}

export function ListPage<T>({
  layout: { name, words, columns, rowKey },
  list,
  renderRow,
  error,
  children,
  after,
  section: { className, ...handlers } = {},
}: ListPageProps<T>) {
  const t = useT();
  const noMatch = list.filtered && words.noMatch;
  return (
    <section
      className={`list-page ${name}-page${className ? ` ${className}` : ''}`}
      aria-labelledby={`${name}-heading`}
      {...handlers}
    >
      <h1 id={`${name}-heading`}>{t(words.heading)}</h1>
      {children}
      <LocalError error={error} />
      <LocalError error={list.failure} />
      <div className="list-head" aria-hidden="true">
        {columns.map((column) => (
          <ColumnHead key={columnKey(column)} column={column} />
        ))}
      </div>
      <VirtualList
        label={t(words.label)}
        items={list.items}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        rowKey={rowKey}
        renderRow={renderRow}
        empty={list.loaded ? t(noMatch || words.empty) : null}
      />
      {after}
    </section>
  );
}
