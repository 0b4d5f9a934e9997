// The stores the clerk's weekly work (and its invoicing) touches, on one connection to the data file, and where its
// changes are announced. The management API and the CLI each make one.
import type Database from 'better-sqlite3';
import type { Activity, Change } from '../../shared/api/events.ts';
import type { Counterparties } from '../store/counterparties.ts';
import { Drafts } from '../store/drafts.ts';
import { Invoices } from '../store/invoices.ts';
import { Outbox } from '../store/outbox.ts';
import { Placements } from '../store/placements.ts';
import { Settings } from '../store/settings.ts';
import { TimecardIndex } from '../store/timecard-index.ts';
import { WeekCards } from '../store/week-cards.ts';

export interface Desk {
  db: Database.Database;
  drafts: Drafts;
  outbox: Outbox;
  counterparties: Counterparties;
  settings: Settings;
  placements: Placements;
  cards: WeekCards;
  /** Invoices, and the sent and received timecards they bill (main/invoicing/). */
  invoices: Invoices;
  timecards: TimecardIndex;
  announce(event: Change | Activity): void;
}

export function openDesk(
  db: Database.Database,
  counterparties: Counterparties,
  announce: Desk['announce'] = () => {},
  stores: { drafts?: Drafts; outbox?: Outbox } = {},
): Desk {
  return {
    db,
    drafts: stores.drafts ?? new Drafts(db),
    outbox: stores.outbox ?? new Outbox(db),
    counterparties,
    settings: new Settings(db),
    placements: new Placements(db),
    cards: new WeekCards(db),
    invoices: new Invoices(db),
    timecards: new TimecardIndex(db),
    announce,
  };
}
