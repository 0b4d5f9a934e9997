// Every timecard the Workbench sent (outbox entries) or received (the store's Timecard resources, by the
// exchange server, the office feed or an import), by its Assignment and week, with a digest of what it
// bills (shared/invoice/cards.ts): what invoicing looks through. A projection: each outbox entry and each
// revision is read once, in the order written, from where the last catch-up stopped, in the same
// transaction that moves the position (as main/placements/projection.ts reads Assignments).
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import { cardKey, readCard } from '../../shared/invoice/cards.ts';

export interface IndexedCard {
  /** `sent:<counterparty>/<resource id>` or `received:<collection>/<id>`. */
  source: string;
  /** The outbox entry's id (sent), or the resource's revision (received). */
  revision: number;
  assignment: string;
  week: string;
  deleted: boolean;
  digest: string;
}

interface IndexRow {
  source: string;
  revision: number;
  assignment: string;
  week: string;
  deleted: number;
  digest: string;
}

const BATCH = 2000;
const SENT = 'invoice-cards-sent';
const RECEIVED = 'invoice-cards-received';

export const digestOf = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 22);

const toCard = (r: IndexRow): IndexedCard => ({ ...r, deleted: r.deleted === 1 });

/** The sent timecards count once the counterparty took them; received ones as soon as they are stored. */
const VALID = `(t.source LIKE 'received:%' OR EXISTS (SELECT 1 FROM outbox o WHERE o.id = t.revision AND o.state = 'sent'))`;

export class TimecardIndex {
  private readonly s;

  constructor(private readonly db: Database.Database) {
    this.s = {
      position: db.prepare<[string], { position: number }>('SELECT position FROM projections WHERE name = ?'),
      move: db.prepare(
        `INSERT INTO projections (name, position) VALUES (?, ?)
         ON CONFLICT (name) DO UPDATE SET position = excluded.position`,
      ),
      sent: db.prepare<
        [number, number],
        { id: number; counterparty: string; resource: string; operation: string; body: string }
      >(
        `SELECT o.id, o.counterparty, o.resource_id AS resource, o.operation, b.body
         FROM outbox o JOIN outbox_bodies b ON b.id = o.id
         WHERE o.id > ? AND o.family = 'Timecard' ORDER BY o.id LIMIT ?`,
      ),
      // Revisions only grow (see projection.ts): a range scan from the position over every family's.
      received: db.prepare<
        [number, number],
        {
          position: number;
          collection: string;
          id: string;
          revision: number;
          op: string;
          body: string | null;
        }
      >(
        `SELECT v.rowid AS position, r.collection, r.id, v.revision, v.op,
           CASE WHEN r.family = 'Timecard' THEN v.body END AS body
         FROM revisions v JOIN resources r ON r.seq = v.resource
         WHERE v.rowid > ? ORDER BY v.rowid LIMIT ?`,
      ),
      last: db.prepare<[string], IndexRow>(
        'SELECT * FROM timecard_index WHERE source = ? ORDER BY revision DESC LIMIT 1',
      ),
      insert: db.prepare(
        `INSERT OR IGNORE INTO timecard_index (source, revision, assignment, week, deleted, digest)
         VALUES (@source, @revision, @assignment, @week, @deleted, @digest)`,
      ),
      ofWeeks: db.prepare<[string], IndexRow>(
        `SELECT * FROM timecard_index t WHERE t.week IN (SELECT value FROM json_each(?)) AND ${VALID}
         ORDER BY t.source, t.revision`,
      ),
      latest: db.prepare<[string], IndexRow>(
        `SELECT * FROM timecard_index t WHERE t.source = ? AND ${VALID} ORDER BY t.revision DESC LIMIT 1`,
      ),
      body: {
        sent: db.prepare<[number], { body: string }>('SELECT body FROM outbox_bodies WHERE id = ?'),
        received: db.prepare<[string, string, number], { body: string }>(
          `SELECT v.body FROM revisions v JOIN resources r ON r.seq = v.resource
           WHERE r.collection = ? AND r.id = ? AND v.revision = ?`,
        ),
      },
    };
  }

  private record(source: string, revision: number, deleted: boolean, body: string | null): void {
    const card = body === null ? undefined : readCard(JSON.parse(body) as Record<string, unknown>);
    // A delete withdraws the timecard it deletes: it keeps that timecard's Assignment and week.
    const before = deleted ? this.s.last.get(source) : undefined;
    const assignment = card?.assignment ?? before?.assignment;
    const week = card?.week ?? before?.week;
    if (!assignment || !week) return;
    this.s.insert.run({
      source,
      revision,
      assignment,
      week,
      deleted: deleted ? 1 : 0,
      digest: deleted || !card ? '' : digestOf(cardKey(card)),
    });
  }

  /** Reads what was sent and received since the last catch-up into the index. */
  catchUp(): void {
    const step = <R>(name: string, rows: (from: number) => R[], apply: (row: R) => number) => {
      for (;;) {
        const done = this.db.transaction(() => {
          const batch = rows(this.s.position.get(name)?.position ?? 0);
          let last = 0;
          for (const row of batch) last = apply(row);
          if (batch.length > 0) this.s.move.run(name, last);
          return batch.length < BATCH;
        })();
        if (done) return;
      }
    };
    step(
      SENT,
      (from) => this.s.sent.all(from, BATCH),
      (e) => {
        this.record(`sent:${e.counterparty}/${e.resource}`, e.id, e.operation === 'delete', e.body);
        return e.id;
      },
    );
    step(
      RECEIVED,
      (from) => this.s.received.all(from, BATCH),
      (v) => {
        if (v.body !== null || v.op === 'delete')
          this.record(
            `received:${v.collection}/${v.id}`,
            v.revision,
            v.op === 'delete',
            v.op === 'delete' ? null : v.body,
          );
        return v.position;
      },
    );
  }

  /** Every sent and received revision of the weeks' timecards, by source and revision. */
  ofWeeks(weeks: string[]): IndexedCard[] {
    return this.s.ofWeeks.all(JSON.stringify(weeks)).map(toCard);
  }

  /** A source's latest revision that counts (sent, or stored). */
  latest(source: string): IndexedCard | undefined {
    const row = this.s.latest.get(source);
    return row && toCard(row);
  }

  /** The Timecard body of a source at a revision. */
  body(source: string, revision: number): Record<string, unknown> | undefined {
    const [kind, rest = ''] = [source.slice(0, source.indexOf(':')), source.slice(source.indexOf(':') + 1)];
    const row =
      kind === 'sent'
        ? this.s.body.sent.get(revision)
        : this.s.body.received.get(
            rest.slice(0, rest.lastIndexOf('/')),
            rest.slice(rest.lastIndexOf('/') + 1),
            revision,
          );
    return row ? (JSON.parse(row.body) as Record<string, unknown>) : undefined;
  }
}
