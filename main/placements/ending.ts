// Taking a placement back. One the customer never received is deleted, leaving nothing behind: its
// outbox entries, its Assignment draft, its weeks' timecard drafts and the placement itself. One sent
// is ended (its last day, sent as an update with the actual end) or withdrawn (its Assignment deleted
// at the customer). Ending is only ever earlier than planned: a placement that already ends on or
// before the day asked changes nothing and sends nothing.
import type { PlacementWithdrawn } from '../../shared/api/placement-types.ts';
import type { PlacementSaved } from '../../shared/api/types.ts';
import { family } from '../../shared/messages/registry.ts';
import { inputOf } from '../../shared/placement/input.ts';
import { Conflicting, Refused } from '../messages/refusals.ts';
import { listed, QueueError, queueMessage } from '../sync/queue.ts';
import type { Desk } from './desk.ts';
import { delivered, entriesOf } from './documents.ts';
import { requirePlacement, savePlacement, view } from './service.ts';

const ASSIGNMENT = family('Assignment');

/** Deletes a placement the customer never received, with everything made for it. */
export function deletePlacement(desk: Desk, id: string): void {
  desk.db.transaction(() => {
    const p = requirePlacement(desk, id);
    if (p.source.kind !== 'draft')
      throw new Conflicting(
        'received',
        `${p.worker.name}'s placement came as a message; it is not the Workbench's to delete.`,
      );
    const entries = entriesOf(desk, p);
    if (entries.some(delivered))
      throw new Conflicting(
        'sent',
        `${p.worker.name}'s placement was sent to ${p.counterparty}; end or withdraw it instead.`,
      );
    for (const e of entries)
      if (desk.outbox.cancel(e.id)) desk.announce({ type: 'outbox', id: e.id, state: 'cancelled' });
    const drafts = [p.source.id, ...desk.cards.ofPlacement(p.id).map((c) => c.draft)];
    desk.placements.remove(p.id);
    for (const draft of drafts)
      if (desk.drafts.delete(draft)) desk.announce({ type: 'draft', id: draft, op: 'delete' });
    desk.announce({ type: 'placement', id: p.id });
  })();
}

/** Ends a placement on `lastDay`, before its planned end: the customer gets the Assignment's update. */
export function endPlacement(desk: Desk, id: string, lastDay: string): PlacementSaved {
  const p = requirePlacement(desk, id);
  if (lastDay < p.start)
    throw new Refused(
      'before-start',
      `${p.worker.name}'s placement starts on ${p.start}: it cannot end before that; withdraw it instead.`,
    );
  if (p.end !== undefined && p.end <= lastDay)
    throw new Conflicting('already-ends', `${p.worker.name}'s placement already ends on ${p.end}.`);
  return savePlacement(desk, { ...inputOf(p), end: lastDay }, p.id, { ended: true });
}

/** Withdraws a sent placement: its Assignment is deleted at the customer, and the placement kept as withdrawn. */
export function withdrawPlacement(desk: Desk, id: string): PlacementWithdrawn {
  return desk.db.transaction(() => {
    const p = requirePlacement(desk, id);
    if (p.withdrawn)
      throw new Conflicting('withdrawn', `${p.worker.name}'s placement was withdrawn already.`);
    const draft = p.source.kind === 'draft' ? desk.drafts.get(p.source.id) : undefined;
    if (!draft)
      throw new Conflicting(
        'received',
        `${p.worker.name}'s placement came as a message; it is not the Workbench's to withdraw.`,
      );
    if (!entriesOf(desk, p).some(delivered))
      throw new Conflicting('not-sent', `${p.worker.name}'s placement was never sent; delete it instead.`);
    desk.placements.withdraw(p.id, draft.revision);
    desk.announce({ type: 'placement', id: p.id });
    const withdrawn = { placement: view(desk, requirePlacement(desk, id)) };
    const cp = desk.counterparties.get(p.counterparty);
    if (!cp) return { ...withdrawn, notQueued: `no counterparty named "${p.counterparty}"` };
    const message = {
      family: ASSIGNMENT,
      version: draft.version,
      format: 'json' as const,
      doc: draft.body,
      detected: false,
      issues: [],
      source: JSON.stringify(draft.body),
    };
    try {
      const entry = queueMessage(desk.outbox, cp, message, 'delete');
      desk.announce({ type: 'outbox', id: entry.id, state: entry.state });
      return { ...withdrawn, queued: listed(entry) };
    } catch (e) {
      if (e instanceof QueueError) return { ...withdrawn, notQueued: e.message };
      throw e;
    }
  })();
}
