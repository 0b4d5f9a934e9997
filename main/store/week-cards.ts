// Which timecard draft holds a placement's week, and what of it was queued. Keyed by (placement,
// week), so a placement's last earlier timecard is one seek however old it is.
import type Database from 'better-sqlite3';

export interface WeekCard {
  placement: string;
  week: string;
  draft: string;
  queuedRevision: number | null;
  outboxEntry: number | null;
}

interface Row {
  placement: string;
  week: string;
  draft: string;
  queued_revision: number | null;
  outbox_entry: number | null;
}

const toCard = (r: Row): WeekCard => ({
  placement: r.placement,
  week: r.week,
  draft: r.draft,
  queuedRevision: r.queued_revision,
  outboxEntry: r.outbox_entry,
});

/** "The last earlier card": a seek on the primary key (tests check its query plan). */
export const BEFORE_SQL =
  'SELECT * FROM week_cards WHERE placement = ? AND week < ? ORDER BY week DESC LIMIT 1';

export class WeekCards {
  private readonly s;

  constructor(db: Database.Database) {
    this.s = {
      get: db.prepare<[string, string], Row>('SELECT * FROM week_cards WHERE placement = ? AND week = ?'),
      ofWeek: db.prepare<[string], Row>('SELECT * FROM week_cards WHERE week = ?'),
      before: db.prepare<[string, string], Row>(BEFORE_SQL),
      byDraft: db.prepare<[string], Row>('SELECT * FROM week_cards WHERE draft = ?'),
      ofPlacement: db.prepare<[string], Row>('SELECT * FROM week_cards WHERE placement = ? ORDER BY week'),
      insert: db.prepare('INSERT INTO week_cards (placement, week, draft) VALUES (?, ?, ?)'),
      queued: db.prepare(
        'UPDATE week_cards SET queued_revision = ?, outbox_entry = ? WHERE placement = ? AND week = ?',
      ),
    };
  }

  get(placement: string, week: string): WeekCard | undefined {
    const row = this.s.get.get(placement, week);
    return row && toCard(row);
  }

  ofWeek(week: string): Map<string, WeekCard> {
    return new Map(this.s.ofWeek.all(week).map((r) => [r.placement, toCard(r)]));
  }

  /** The placement's latest card of a week before `week`. */
  before(placement: string, week: string): WeekCard | undefined {
    const row = this.s.before.get(placement, week);
    return row && toCard(row);
  }

  /** Every week of a placement, oldest first. */
  ofPlacement(placement: string): WeekCard[] {
    return this.s.ofPlacement.all(placement).map(toCard);
  }

  byDraft(draft: string): WeekCard | undefined {
    const row = this.s.byDraft.get(draft);
    return row && toCard(row);
  }

  add(placement: string, week: string, draft: string): WeekCard {
    this.s.insert.run(placement, week, draft);
    return this.get(placement, week) as WeekCard;
  }

  markQueued(card: WeekCard, revision: number, entry: number): void {
    this.s.queued.run(revision, entry, card.placement, card.week);
  }
}
