// A list that renders only the rows in view, and asks for the next page as the user nears the end:
// 100,000 messages scroll as smoothly as ten. Rows have one fixed height, so nothing is measured.
// Up/Down (and Home/End) move the focus from row to row, scrolling rows into existence as needed.
import { elementScroll, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, type ReactNode, useEffect, useRef } from 'react';
import './list.css';

export interface VirtualListProps<T> {
  items: T[];
  /** Whether the server has more rows after these. */
  hasMore: boolean;
  loadMore(): void;
  rowHeight?: number;
  /** The list's accessible name. */
  label: string;
  renderRow(item: T, index: number): ReactNode;
  rowKey(item: T): string | number;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
}

const steps: Record<string, (from: number, count: number) => number> = {
  ArrowDown: (from) => from + 1,
  ArrowUp: (from) => from - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

// The library reads the scroller's size and sets its scroll position as the list mounts, in the middle
// of React's commit: each makes the browser lay out the whole page an extra time before the first rows
// can show. These two do neither while nothing needs it.

/** The scroller's size as a ResizeObserver reports it, after the layout; until then `initialRect`. */
function observeSize(
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  if (!element) return undefined;
  const observer = new ResizeObserver(([entry]) => {
    if (entry)
      report({ width: Math.round(entry.contentRect.width), height: Math.round(entry.contentRect.height) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

const positioned = new WeakSet<Element>();

type RenderRow = (item: unknown, index: number) => ReactNode;

/**
 * A row's content, rendered again only when its item, its place or the page's way of rendering it
 * changes: the list itself renders at every step of a scroll and when it is first measured, and each
 * time it rendered every row shown.
 */
const RowContent = memo(function RowContent({
  item,
  index,
  render,
}: {
  item: unknown;
  index: number;
  render: RenderRow;
}) {
  return render(item, index);
});

/** Scrolls the scroller, except to the top on mounting: a new scroller is there already. */
function scrollTo(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  const element = instance.scrollElement;
  if (!element) return;
  const first = !positioned.has(element);
  positioned.add(element);
  if (!first || offset + (options.adjustments ?? 0) !== 0) elementScroll(offset, options, instance);
}

export function VirtualList<T>({
  items,
  hasMore,
  loadMore,
  rowHeight = 44,
  label,
  renderRow,
  rowKey,
  empty,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    // Rows past the edges are kept few: a list renders with a window's height of rows before it is
    // measured, and each row beyond the view is work its first paint waits for (30 rows then at 10).
    overscan: 3,
    // Rows that are there at once render with the list, before it is measured: it is no larger
    // than the window.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    observeElementRect: observeSize,
    scrollToFn: scrollTo,
  });
  const rows = virtualizer.getVirtualItems();
  const last = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && last >= items.length - 20) loadMore();
  }, [hasMore, last, items.length, loadMore]);

  const focusRow = (index: number, tries = 3) => {
    const target = scroller.current?.querySelector<HTMLElement>(
      `[data-index="${index}"] a, [data-index="${index}"] button`,
    );
    if (target) target.focus();
    else if (tries > 0) requestAnimationFrame(() => focusRow(index, tries - 1));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = steps[e.key];
    const row = (e.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!step || !row) return;
    const to = step(Number(row.dataset.index), items.length);
    if (to < 0 || to >= items.length) return;
    e.preventDefault();
    virtualizer.scrollToIndex(to);
    focusRow(to);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keys are handled for the focusable rows inside
    <div ref={scroller} className="virtual-list" onKeyDown={onKeyDown}>
      {items.length === 0 && empty ? <div className="virtual-empty">{empty}</div> : null}
      <ul aria-label={label} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => {
          const item = items[row.index] as T;
          return (
            <li
              key={rowKey(item)}
              data-index={row.index}
              aria-posinset={row.index + 1}
              aria-setsize={hasMore ? -1 : items.length}
              className="virtual-row"
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                height: rowHeight,
                transform: `translateY(${row.start}px)`,
              }}
            >
              <RowContent item={item} index={row.index} render={renderRow as RenderRow} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
