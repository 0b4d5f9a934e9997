// A period's timecards as invoicing sees them: for every placement's week, the timecard that counts —
// ours (sent) or the customer's (received), matched to the placement by the Assignment's number. Where
// both exist and bill differently, the clerk's choice decides, and until it is made the week waits.
// Weeks an uncredited invoice already bills are left out, except those a correction bills again.

import type { CardInput } from '../../shared/invoice/build.ts';
import { readCard } from '../../shared/invoice/cards.ts';
import type { Undecided } from '../../shared/invoice/document.ts';
import type { InvoicePeriod } from '../../shared/invoice/period.ts';
import type { CustomerParty } from '../../shared/parties/agency.ts';
import type { Placement } from '../../shared/placement/placement.ts';
import type { Desk } from '../placements/desk.ts';
import { catchUp } from '../placements/projection.ts';
import type { IndexedCard } from '../store/timecard-index.ts';

/** One customer's purchase order's share of a period: what its invoice is made from. */
export interface InvoiceGroup {
  counterparty: string;
  customer?: CustomerParty;
  purchaseOrder: string;
  cards: CardInput[];
  undecided: Undecided[];
}

export interface GatherOptions {
  /** Only this customer's (its counterparty's name). */
  counterparty?: string;
  /** `placement week` -> the source the clerk chose. */
  choices?: Record<string, string>;
  /** Only these placements' weeks (`placement week`), billed or not: a correction's new invoice. */
  onlyWeeks?: string[];
}

export const weekKey = (placement: string, week: string) => `${placement} ${week}`;
const fromOf = (source: string) => (source.startsWith('sent:') ? 'sent' : 'received');

/** A placement's purchase order, else the one its customer gave for all work. */
const purchaseOrderOf = (p: Placement, customer: CustomerParty | undefined) =>
  p.purchaseOrder ?? customer?.purchaseOrder ?? '';

export function gatherPeriod(desk: Desk, period: InvoicePeriod, options: GatherOptions = {}): InvoiceGroup[] {
  catchUp(desk);
  desk.timecards.catchUp();
  const only = options.onlyWeeks && new Set(options.onlyWeeks);
  const billed = new Set(desk.invoices.billedIn(period.weeks).map((b) => weekKey(b.placement, b.week)));
  // Each source's latest revision; a withdrawn (deleted) timecard bills nothing.
  const latest = new Map<string, IndexedCard>();
  for (const row of desk.timecards.ofWeeks(period.weeks)) latest.set(row.source, row);
  const placements = new Map<string, Placement | undefined>();
  const byWeek = new Map<string, { placement: Placement; rows: IndexedCard[] }>();
  for (const row of latest.values()) {
    if (row.deleted) continue;
    if (!placements.has(row.assignment))
      placements.set(row.assignment, desk.placements.byAssignment(row.assignment));
    const placement = placements.get(row.assignment);
    if (!placement || (options.counterparty !== undefined && placement.counterparty !== options.counterparty))
      continue;
    const key = weekKey(placement.id, row.week);
    if (only ? !only.has(key) : billed.has(key)) continue;
    const entry = byWeek.get(key) ?? { placement, rows: [] };
    entry.rows.push(row);
    byWeek.set(key, entry);
  }
  const groups = new Map<string, InvoiceGroup>();
  const customers = new Map(desk.counterparties.list().map((cp) => [cp.name, cp.party]));
  for (const [key, { placement, rows }] of byWeek) {
    // Of each kind the newest; ours and the customer's agreeing, the customer's (it knows its number).
    const newest = (from: string) =>
      rows.filter((r) => fromOf(r.source) === from).sort((a, b) => b.revision - a.revision)[0];
    const candidates = [newest('received'), newest('sent')].filter((r): r is IndexedCard => r !== undefined);
    const chosen = candidates.find((r) => r.source === options.choices?.[key]);
    const agreed = candidates.every((r) => r.digest === candidates[0]?.digest);
    const customer = customers.get(placement.counterparty);
    const po = purchaseOrderOf(placement, customer);
    const groupKey = `${placement.counterparty}\u0000${po}`;
    const group = groups.get(groupKey) ?? {
      counterparty: placement.counterparty,
      ...(customer ? { customer } : {}),
      purchaseOrder: po,
      cards: [],
      undecided: [],
    };
    groups.set(groupKey, group);
    const take = chosen ?? (agreed ? candidates[0] : undefined);
    const read = (r: IndexedCard) => {
      const body = desk.timecards.body(r.source, r.revision);
      return body ? readCard(body) : undefined;
    };
    if (take) {
      const card = read(take);
      if (card)
        group.cards.push({ placement, card, source: take.source, revision: take.revision, key: take.digest });
      continue;
    }
    group.undecided.push({
      placement: placement.id,
      worker: placement.worker.name,
      week: rows[0]?.week as string,
      options: candidates.map((r) => {
        const card = read(r);
        return {
          source: r.source,
          from: fromOf(r.source),
          timecard: card?.number ?? '',
          minutes: card?.hours.reduce((sum, h) => sum + h.minutes, 0) ?? 0,
          allowances: card?.allowances.length ?? 0,
        };
      }),
    });
  }
  return [...groups.values()];
}
