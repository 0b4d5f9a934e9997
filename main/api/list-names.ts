// Names for what list rows are about: SETU parties carry numbers, not names, so a customer is named
// by the counterparty whose details hold its numbers, and a worker without a name in the message by
// the placement of its Assignment. One lookup per list request.

import type { RowDigest } from '../../shared/api/types.ts';
import type { Digest, PartyNumbers } from '../../shared/messages/digest.ts';
import { sameParty } from '../../shared/parties/agency.ts';
import type { Desk } from '../placements/desk.ts';
import type { Counterparty } from '../store/counterparties.ts';

export interface Names {
  /** The row's digest with names; `relation` is the counterparty it concerns, where one is known. */
  name(digest: Digest, relation?: string): RowDigest;
}

/** A party block as the message holds it, for sameParty(). */
const asBlock = (p: PartyNumbers) => ({
  id: p.ids.map((value) => ({ value })),
  ...(p.kvk ? { legalId: { value: p.kvk } } : {}),
  ...(p.btw ? { taxId: { value: p.btw } } : {}),
});

export function listNames(desk: Desk, counterparties: Counterparty[]): Names {
  const workers = new Map<string, string | undefined>();
  const workerOf = (assignmentId: string) => {
    if (!workers.has(assignmentId))
      workers.set(assignmentId, desk.placements.byAssignment(assignmentId)?.worker.name.trim() || undefined);
    return workers.get(assignmentId);
  };
  const relationOf = (p: PartyNumbers | undefined) =>
    p ? counterparties.find((c) => c.party && sameParty(asBlock(p), c.party)) : undefined;

  return {
    name(d, relation) {
      const byParty = relationOf(d.customer);
      const named = byParty ?? counterparties.find((c) => c.name === relation);
      const worker = d.worker ?? (d.assignmentId ? workerOf(d.assignmentId) : undefined);
      const customer = d.customer?.name || named?.party?.name?.trim() || named?.name;
      return {
        ...(d.documentId ? { documentId: d.documentId } : {}),
        ...(worker ? { worker } : {}),
        ...(customer ? { customer } : {}),
        ...(named ? { relation: named.name } : {}),
        ...(d.period ? { period: d.period } : {}),
        ...(d.minutes !== undefined ? { minutes: d.minutes } : {}),
        ...(d.amount !== undefined ? { amount: d.amount } : {}),
        ...(d.hourRate !== undefined ? { hourRate: d.hourRate } : {}),
      };
    },
  };
}
