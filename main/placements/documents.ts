// The messages a placement stands for at its customer (its Assignment, the HumanResource of a placement
// made from an order, its weeks' timecards) and what became of them in the outbox: whether any reached
// the customer or is on its way, and the entries still waiting.

import { at } from '../../shared/messages/registry.ts';
import type { Placement } from '../../shared/placement/placement.ts';
import type { OutboxSummary } from '../store/outbox.ts';
import type { Desk } from './desk.ts';

/** The outbox's resources of the placement's documents, as `counterparty` and local resource id. */
function resourcesOf(desk: Desk, p: Placement): { counterparty: string; resourceId: string }[] {
  const found = new Map<string, { counterparty: string; resourceId: string }>();
  const add = (counterparty: string, resourceId: string | undefined) => {
    if (resourceId) found.set(`${counterparty}\n${resourceId}`, { counterparty, resourceId });
  };
  const names = desk.counterparties.list().map((cp) => cp.name);
  const byDocument = (family: string, docKey: string) => {
    for (const name of names) add(name, desk.outbox.resourceOf(name, family, docKey));
  };
  // The HumanResource of a placement made from an order has the Assignment's number.
  const own = `Supplier:${p.assignmentId.value}`;
  byDocument('Assignment', own);
  byDocument('HumanResource', own);
  for (const card of desk.cards.ofPlacement(p.id)) {
    // The entry that last took the card names its resource. Without one (cancelled, or the draft queued
    // from the Drafts page rather than the week) the card's document is looked up.
    const entry = card.outboxEntry === null ? undefined : desk.outbox.get(card.outboxEntry);
    if (entry) add(entry.counterparty, entry.resourceId);
    else {
      const id = at(desk.drafts.get(card.draft)?.body, '/documentId') as
        | { value?: unknown; schemeAgencyId?: unknown }
        | undefined;
      if (typeof id?.value === 'string')
        byDocument('Timecard', `${String(id.schemeAgencyId ?? '')}:${id.value}`);
    }
  }
  return [...found.values()];
}

/** Every outbox entry of the placement's documents, to whichever counterparty they were queued. */
export function entriesOf(desk: Desk, p: Placement): OutboxSummary[] {
  return resourcesOf(desk, p).flatMap(
    ({ counterparty, resourceId }) => desk.outbox.page({ counterparty, resourceId, limit: 500 }).items,
  );
}

/** An entry the customer has, or may have: sent, or being sent right now. */
export const delivered = (e: OutboxSummary) => e.state === 'sent' || e.state === 'sending';

/** Whether anything of the placement reached its customer or is on its way. */
export const sentOf = (desk: Desk, p: Placement) => entriesOf(desk, p).some(delivered);
