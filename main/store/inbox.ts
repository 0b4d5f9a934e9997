// Read-only listings over received resources for the management API: newest first across
// collections, which Store.list (one collection, oldest first) does not offer.
import type Database from 'better-sqlite3';
import type { InboxItem as InboxListItem } from '../../shared/api/types.ts';
import { Keyset, pageLimit } from './paging.ts';
import type { ResourceRow } from './statements.ts';

/** A received message as the inbox lists it, with its body in place of the title made from it. */
export interface InboxItem extends Omit<InboxListItem, 'title'> {
  body: Record<string, unknown>;
}

export interface InboxQuery {
  /** Only these collections (a family's endpoints); all when absent. */
  collections?: string[];
  limit?: number;
  cursor?: string;
}

/** A resource row without its tombstone flag: the inbox lists live resources only. */
type Row = Omit<ResourceRow, 'deleted'>;

// The current body is the revision row of the current revision (see migrations.ts).
const COLUMNS =
  'r.seq, r.collection, r.id, r.family, r.owner, r.revision, v.body, r.standard_version, r.created_at, r.updated_at';
const CURRENT = 'resources r JOIN revisions v ON v.resource = r.seq AND v.revision = r.revision';
// Newest first: a page goes on below the last row's seq.
const cursors = new Keyset(['integer']);

export class Inbox {
  private readonly all;
  private readonly one;

  constructor(db: Database.Database) {
    // seq is the arrival order; the primary key (all) or resources_live (one collection) walks it backwards.
    this.all = db.prepare<[number, number], Row>(
      `SELECT ${COLUMNS} FROM ${CURRENT} WHERE r.deleted = 0 AND r.seq < ? ORDER BY r.seq DESC LIMIT ?`,
    );
    this.one = db.prepare<[string, number, number], Row>(
      `SELECT ${COLUMNS} FROM ${CURRENT} WHERE r.collection = ? AND r.deleted = 0 AND r.seq < ? ORDER BY r.seq DESC LIMIT ?`,
    );
  }

  list(query: InboxQuery = {}): { items: InboxItem[]; next?: string } {
    const limit = pageLimit(query.limit);
    const [before] = cursors.decode(query.cursor) ?? [Number.MAX_SAFE_INTEGER];
    let rows: Row[];
    if (!query.collections) rows = this.all.all(before, limit);
    else {
      // A family has one or two collections: merge their newest-first pages.
      rows = query.collections
        .flatMap((c) => this.one.all(c, before, limit))
        .sort((a, b) => b.seq - a.seq)
        .slice(0, limit);
    }
    return cursors.page(
      rows,
      limit,
      (r) => [r.seq],
      (r) => ({
        collection: r.collection,
        id: r.id,
        family: r.family,
        owner: r.owner,
        revision: r.revision,
        standardVersion: r.standard_version,
        body: JSON.parse(r.body) as Record<string, unknown>,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }),
    );
  }
}
