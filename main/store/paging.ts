// Paging, one way for every list the management API answers (drafts, inbox, outbox, placements and the
// lists built on them): a page holds at most `limit` rows (1 to 500, 50 when not asked), and its cursor
// is the sort key of its last row, after which the next page goes on, so pages stay put while rows are
// added. A cursor is that key as base64url JSON, opaque to clients and checked when it comes back; one
// this server did not give is refused in words (a 400 at the API). The office feed's cursor is not
// one of these: other programs keep it, so it keeps its own form (feed.ts), refused the same way.
import type { Page } from '../../shared/api/types.ts';

export const PAGE_LIMIT = { fallback: 50, max: 500 } as const;

/** The page size asked for, brought within 1..500; 50 when not asked. */
export function pageLimit(limit: number | undefined): number {
  return Math.min(PAGE_LIMIT.max, Math.max(1, Math.floor(limit ?? PAGE_LIMIT.fallback)));
}

/** A cursor this server did not give (or not for this list, or in an older form). */
export class BadCursor extends Error {
  constructor() {
    super('The cursor is not one this server gave; start again without one.');
    this.name = 'BadCursor';
  }
}

type Part = 'text' | 'integer';
type Key<P extends readonly Part[]> = { -readonly [I in keyof P]: P[I] extends 'integer' ? number : string };

/** The cursors of one order, whose sort key has these parts. */
export class Keyset<const P extends readonly Part[]> {
  constructor(private readonly parts: P) {}

  encode(key: Key<P>): string {
    return Buffer.from(JSON.stringify(key)).toString('base64url');
  }

  /** The key a cursor names; undefined for none (the first page). */
  decode(cursor: string | undefined): Key<P> | undefined {
    if (cursor === undefined || cursor === '') return undefined;
    let key: unknown;
    try {
      key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    } catch {
      throw new BadCursor();
    }
    const fits =
      Array.isArray(key) &&
      key.length === this.parts.length &&
      key.every((v, i) => (this.parts[i] === 'integer' ? Number.isSafeInteger(v) : typeof v === 'string'));
    if (!fits) throw new BadCursor();
    return key as Key<P>;
  }

  /** The page of `rows` read with `limit`: with a cursor after the last row when the page is full. */
  page<Row, Item>(
    rows: Row[],
    limit: number,
    keyOf: (row: Row) => Key<P>,
    item: (row: Row) => Item,
  ): Page<Item> {
    const items = rows.map(item);
    const last = rows.at(-1);
    return rows.length === limit && last !== undefined
      ? { items, next: this.encode(keyOf(last)) }
      : { items };
  }
}
