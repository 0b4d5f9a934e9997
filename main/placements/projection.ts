// Placements kept current from the Assignments in the store: received by the exchange server (a
// customer-side user, role `both`) or imported as received files. Every revision of an Assignment is
// read once, in the order written, from where the last catch-up stopped; a placement and the position
// are saved in one transaction, so a crash in between reads the revision again rather than losing it.
import type Database from 'better-sqlite3';
import { sameParty } from '../../shared/parties/agency.ts';
import { fieldsFromAssignment, type Placement } from '../../shared/placement/placement.ts';
import type { Desk } from './desk.ts';

interface RevisionRow {
  position: number;
  collection: string;
  id: string;
  revision: number;
  op: 'create' | 'update' | 'delete';
  /** Only an Assignment's body is read; other messages' are left on their pages. */
  body: string | null;
}

const NAME = 'placements';
const BATCH = 2000;

function statements(db: Database.Database) {
  return {
    position: db.prepare<[string], { position: number }>('SELECT position FROM projections WHERE name = ?'),
    move: db.prepare(
      `INSERT INTO projections (name, position) VALUES (?, ?)
       ON CONFLICT (name) DO UPDATE SET position = excluded.position`,
    ),
    // Revisions are never updated or deleted, so their rowid only grows: a range scan from the position,
    // which passes over other families' revisions too, so that it never reads them twice.
    next: db.prepare<[number, number], RevisionRow>(
      `SELECT v.rowid AS position, r.collection, r.id, v.revision, v.op,
         CASE WHEN r.family = 'Assignment' THEN v.body END AS body
       FROM revisions v JOIN resources r ON r.seq = v.resource
       WHERE v.rowid > ? ORDER BY v.rowid LIMIT ?`,
    ),
  };
}

/** The counterparty a received Assignment's timecards go to: the one whose customer it names. */
function counterpartyFor(desk: Desk, customer: unknown): string {
  const all = desk.counterparties.list();
  const named = all.find((cp) => cp.party && sameParty(customer, cp.party));
  if (named) return named.name;
  const takers = all.filter((cp) => cp.families.includes('Timecard'));
  return takers.length === 1 ? (takers[0]?.name as string) : '';
}

/** Applies one revision; answers 1 when it changed a placement. */
function apply(desk: Desk, row: RevisionRow): number {
  const source = { kind: 'message' as const, id: row.id, collection: row.collection, revision: row.revision };
  const existing = desk.placements.bySource('message', row.id);
  if (row.op === 'delete') {
    if (!existing) return 0;
    desk.placements.withdraw(existing.id, row.revision);
    desk.announce({ type: 'placement', id: existing.id });
    return 1;
  }
  const body = JSON.parse(row.body as string) as Record<string, unknown>;
  const fields = fieldsFromAssignment(body, existing);
  if (fields.assignmentId.value === '') return 0;
  // The agency's own Assignment, sent and received back (role `both`), is the placement it already has.
  const same: Placement | undefined = existing ?? desk.placements.byAssignment(fields.assignmentId.value);
  if (!same) fields.counterparty = counterpartyFor(desk, fields.customer);
  const placement = desk.placements.save(
    fields,
    same?.source.kind === 'draft' ? same.source : source,
    same?.id,
  );
  desk.announce({ type: 'placement', id: placement.id });
  return 1;
}

/** Reads the Assignment revisions written since the last catch-up into placements; answers how many. */
export function catchUp(desk: Desk): number {
  const s = statements(desk.db);
  let applied = 0;
  for (;;) {
    const done = desk.db.transaction(() => {
      const from = s.position.get(NAME)?.position ?? 0;
      const rows = s.next.all(from, BATCH);
      for (const row of rows) if (row.body !== null || row.op === 'delete') applied += apply(desk, row);
      const last = rows[rows.length - 1];
      if (last) s.move.run(NAME, last.position);
      return rows.length < BATCH;
    })();
    if (done) return applied;
  }
}
