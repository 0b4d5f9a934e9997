// Reads a store's change feed to its end, a page at a time, as a desktop catches up.
import type { ExchangeStore, FeedChange } from '../../main/store/exchange-store.ts';

export async function readFeed(
  store: ExchangeStore,
  after?: string,
  limit = 500,
): Promise<{ changes: FeedChange[]; next: string | undefined; pages: number }> {
  const changes: FeedChange[] = [];
  let cursor = after;
  for (let pages = 1; ; pages++) {
    const page = await store.changes({ after: cursor, limit, maxBytes: 8 << 20 });
    changes.push(...page.changes);
    cursor = page.next;
    if (page.changes.length === 0) return { changes, next: cursor, pages };
  }
}
