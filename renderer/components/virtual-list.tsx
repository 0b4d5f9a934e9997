// A list that renders only the rows in view, and asks for the next page as the user nears the end:
// 100,000 messages scroll as smoothly as ten. Rows have one fixed height, so nothing is measured.
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';

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
}

export function VirtualList<T>({
  items,
  hasMore,
  loadMore,
  rowHeight = 44,
  label,
  renderRow,
  rowKey,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
  });
  const rows = virtualizer.getVirtualItems();
  const last = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && last >= items.length - 20) loadMore();
  }, [hasMore, last, items.length, loadMore]);
  return (
    <div ref={scroller} className="virtual-list">
      <ul aria-label={label} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => {
          const item = items[row.index] as T;
          return (
            <li
              key={rowKey(item)}
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
              {renderRow(item, row.index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
