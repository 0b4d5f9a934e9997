// Placements as stored: their fields as JSON beside the columns lists search and the week selects by.
// Which Assignment made a placement is kept as its source (a draft, or a stored message at a revision).
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { Placement, PlacementFields } from '../../shared/placement/placement.ts';
import { Keyset, pageLimit } from './paging.ts';

interface Row {
  id: string;
  fields: string;
  worker_name: string;
  withdrawn: number;
  source_kind: 'draft' | 'message';
  source_id: string;
  source_collection: string | null;
  source_revision: number;
  created_at: string;
  updated_at: string;
}

export interface PlacementQuery {
  /** Words of the worker's name, the customer's name, the position or the assignment number. */
  text?: string;
  counterparty?: string;
  /** Only placements running on some day of this period (`YYYY-MM-DD`, inclusive). */
  from?: string;
  to?: string;
  /** Withdrawn and past placements: left out (default), included, or the only ones. */
  ended?: 'exclude' | 'include' | 'only';
  /** The day "ended" is judged on. */
  today: string;
  limit?: number;
  /** `next` of the previous page: the last row's worker name and id. */
  cursor?: string;
}

export type Source = Placement['source'];

const toPlacement = (row: Row): Placement => ({
  ...(JSON.parse(row.fields) as PlacementFields),
  id: row.id,
  withdrawn: row.withdrawn === 1,
  source: {
    kind: row.source_kind,
    id: row.source_id,
    ...(row.source_collection ? { collection: row.source_collection } : {}),
    revision: row.source_revision,
  },
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

// By the worker's name: a page goes on after the last row's name and id.
const cursors = new Keyset(['text', 'text']);

const COLUMNS =
  'id, fields, worker_name, withdrawn, source_kind, source_id, source_collection, source_revision, created_at, updated_at';

export class Placements {
  private readonly s;

  constructor(db: Database.Database) {
    this.s = {
      get: db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM placements WHERE id = ?`),
      byAssignment: db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM placements WHERE assignment_id = ?`),
      bySource: db.prepare<[string, string], Row>(
        `SELECT ${COLUMNS} FROM placements WHERE source_kind = ? AND source_id = ?`,
      ),
      upsert: db.prepare(
        `INSERT INTO placements (id, fields, worker_name, counterparty, assignment_id, start_date, end_date, withdrawn,
           source_kind, source_id, source_collection, source_revision, created_at, updated_at)
         VALUES (@id, @fields, @worker, @counterparty, @assignment, @start, @end, @withdrawn,
           @kind, @sourceId, @collection, @revision, @now, @now)
         ON CONFLICT (id) DO UPDATE SET fields = excluded.fields, worker_name = excluded.worker_name,
           counterparty = excluded.counterparty, assignment_id = excluded.assignment_id,
           start_date = excluded.start_date, end_date = excluded.end_date, withdrawn = excluded.withdrawn,
           source_kind = excluded.source_kind, source_id = excluded.source_id,
           source_collection = excluded.source_collection, source_revision = excluded.source_revision,
           updated_at = excluded.updated_at`,
      ),
      remove: db.prepare('DELETE FROM placements WHERE id = ?'),
      current: db.prepare<[], Row>(`SELECT ${COLUMNS} FROM placements WHERE withdrawn = 0`),
      withdraw: db.prepare(
        'UPDATE placements SET withdrawn = 1, source_revision = ?, updated_at = ? WHERE id = ?',
      ),
      // The week's placements: those running on a day of it, by the worker's name.
      running: db.prepare<{ from: string; to: string }, Row>(
        `SELECT ${COLUMNS} FROM placements WHERE withdrawn = 0 AND start_date <= @to
           AND (end_date IS NULL OR end_date >= @from) ORDER BY worker_name COLLATE NOCASE, id`,
      ),
      list: db.prepare<Record<string, unknown>, Row>(
        `SELECT ${COLUMNS} FROM placements
         WHERE (@counterparty IS NULL OR counterparty = @counterparty)
           AND (@text IS NULL OR worker_name LIKE @text ESCAPE '\\' OR counterparty LIKE @text ESCAPE '\\'
                OR assignment_id LIKE @text ESCAPE '\\' OR fields LIKE @text ESCAPE '\\')
           AND (@from IS NULL OR end_date IS NULL OR end_date >= @from)
           AND (@to IS NULL OR start_date <= @to)
           AND CASE @ended
                 WHEN 'exclude' THEN withdrawn = 0 AND (end_date IS NULL OR end_date >= @today)
                 WHEN 'only' THEN withdrawn = 1 OR end_date < @today
                 ELSE 1 END
           AND (worker_name COLLATE NOCASE, id) > (@afterName, @afterId)
         ORDER BY worker_name COLLATE NOCASE, id LIMIT @limit`,
      ),
    };
  }

  get(id: string): Placement | undefined {
    const row = this.s.get.get(id);
    return row && toPlacement(row);
  }

  byAssignment(assignmentNumber: string): Placement | undefined {
    const row = this.s.byAssignment.get(assignmentNumber);
    return row && toPlacement(row);
  }

  bySource(kind: Source['kind'], id: string): Placement | undefined {
    const row = this.s.bySource.get(kind, id);
    return row && toPlacement(row);
  }

  /** Stores a placement's fields (a new one when `id` is absent); answers it as stored. */
  save(fields: PlacementFields, source: Source, id: string = randomUUID()): Placement {
    this.s.upsert.run({
      id,
      fields: JSON.stringify(fields),
      worker: fields.worker.name,
      counterparty: fields.counterparty,
      assignment: fields.assignmentId.value,
      start: fields.start,
      end: fields.end ?? null,
      withdrawn: 0,
      kind: source.kind,
      sourceId: source.id,
      collection: source.collection ?? null,
      revision: source.revision,
      now: new Date().toISOString(),
    });
    return this.get(id) as Placement;
  }

  /** Removes a placement (and, by the schema, its weeks' cards); the caller removes their drafts. */
  remove(id: string): boolean {
    return this.s.remove.run(id).changes > 0;
  }

  /** The Assignment was deleted: the placement is kept, marked withdrawn. */
  withdraw(id: string, revision: number): void {
    this.s.withdraw.run(revision, new Date().toISOString(), id);
  }

  /** Every placement not withdrawn, running or not: whom an import's rows may be. */
  current(): Placement[] {
    return this.s.current.all().map(toPlacement);
  }

  running(from: string, to: string): Placement[] {
    return this.s.running.all({ from, to }).map(toPlacement);
  }

  list(query: PlacementQuery): { items: Placement[]; next?: string } {
    const limit = pageLimit(query.limit);
    const [afterName, afterId] = cursors.decode(query.cursor) ?? ['', ''];
    const text = query.text?.trim();
    const rows = this.s.list.all({
      counterparty: query.counterparty ?? null,
      text: text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
      from: query.from ?? null,
      to: query.to ?? null,
      ended: query.ended ?? 'exclude',
      today: query.today,
      afterName,
      afterId,
      limit,
    });
    return cursors.page(rows, limit, (r) => [r.worker_name, r.id], toPlacement);
  }
}
