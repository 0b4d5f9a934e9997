// A list fetched page by page from the management API (`limit`, `cursor` -> `next`) as VirtualList
// asks for more. A new query starts again from the first page (the rows shown stay until its answer,
// so the list does not flash); `refresh` refetches the rows already shown when an event named
// something in them, keeping the scroll position.
import { useCallback, useEffect, useRef, useState } from 'react';
import { LIST_PAGE_ROWS as FIRST_PAGE } from '../api/first-calls.ts';

export interface Page<T> {
  items: T[];
  next?: string;
}

export type FetchPage<T> = (cursor: string | undefined, limit: number) => Promise<Page<T>>;

/** Rows asked for each time the list nears its end. */
const NEXT_PAGE = 100;
/** The API's largest page: a refresh of more rows than this refetches the first 500. */
const MAX_PAGE = 500;
/** Events come in bursts (a sync reports every entry): one refetch per this many ms at most. */
const REFRESH_DELAY_MS = 200;

export interface PagedList<T> {
  items: T[];
  hasMore: boolean;
  /** The first page of the current query has arrived. */
  loaded: boolean;
  /** Why the last fetch failed, for words (renderer/errors); undefined after one that worked. */
  failure: unknown;
  loadMore(): void;
  refresh(): void;
}

interface State<T> {
  items: T[];
  next?: string;
  loaded: boolean;
  failure: unknown;
}

/**
 * The rows fetched again, each one that did not change given as the object shown already: its row
 * (a memo in VirtualList) is then not rendered again, which a refresh of a long sync, every
 * REFRESH_DELAY_MS, did for every row shown.
 */
function keepUnchanged<T>(shown: T[], fresh: T[]): T[] {
  if (shown.length === 0) return fresh;
  const byText = new Map(shown.map((item) => [JSON.stringify(item), item]));
  return fresh.map((item) => byText.get(JSON.stringify(item)) ?? item);
}

/**
 * `query` names what is listed (filters, search): when it changes, the list starts again. `arrived`
 * answers the first page if it is here already (api/early.ts): the list then starts with its rows.
 */
export function usePagedList<T>(
  query: string,
  fetchPage: FetchPage<T>,
  arrived?: () => Page<T> | undefined,
): PagedList<T> {
  const [state, setState] = useState<State<T>>(() => {
    const page = arrived?.();
    return page
      ? { items: page.items, next: page.next, loaded: true, failure: undefined }
      : { items: [], loaded: false, failure: undefined };
  });
  // The first page came with the list: the query's first fetch is already answered.
  const answered = useRef(state.loaded);
  const fetchLatest = useRef(fetchPage);
  fetchLatest.current = fetchPage;
  // Answers to an older query or refresh are dropped; `busy` keeps one "more" request at a time.
  const generation = useRef(0);
  const busy = useRef(false);
  const next = useRef<string | undefined>(state.next);
  const shown = useRef(0);
  shown.current = state.items.length;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const fetchInto = useCallback((cursor: string | undefined, limit: number, append: boolean) => {
    const gen = append ? generation.current : ++generation.current;
    busy.current = true;
    fetchLatest.current(cursor, limit).then(
      (page) => {
        if (gen !== generation.current) return;
        busy.current = false;
        next.current = page.next;
        setState((s) => ({
          items: append ? [...s.items, ...page.items] : keepUnchanged(s.items, page.items),
          next: page.next,
          loaded: true,
          failure: undefined,
        }));
      },
      (e: unknown) => {
        if (gen !== generation.current) return;
        busy.current = false;
        setState((s) => ({ ...s, loaded: true, failure: e }));
      },
    );
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is what restarts the list
  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
    clearTimeout(timer.current);
    timer.current = undefined;
    next.current = undefined;
    setState((s) => ({ ...s, loaded: false }));
    fetchInto(undefined, FIRST_PAGE, false);
  }, [query, fetchInto]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = useCallback(() => {
    if (!busy.current && next.current) fetchInto(next.current, NEXT_PAGE, true);
  }, [fetchInto]);

  // A refresh already planned covers later calls too: a steady stream of events (a long sync) still
  // refetches every REFRESH_DELAY_MS rather than postponing it until the stream ends.
  const refresh = useCallback(() => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      fetchInto(undefined, Math.min(MAX_PAGE, Math.max(FIRST_PAGE, shown.current)), false);
    }, REFRESH_DELAY_MS);
  }, [fetchInto]);

  return {
    items: state.items,
    hasMore: state.next !== undefined,
    loaded: state.loaded,
    failure: state.failure,
    loadMore,
    refresh,
  };
}
