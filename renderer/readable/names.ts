// Names for the parties of a message, which SETU gives by number only: My agency by its own details,
// a customer by the counterparty whose details hold its numbers, a worker without a name in the message
// by the placement of its Assignment.
import { useEffect, useState } from 'react';
import type { Digest, PartyNumbers } from '../../shared/messages/digest.ts';
import { type Agency, sameParty } from '../../shared/parties/agency.ts';
import { call } from '../api/call.ts';
import { useCounterparties } from '../components/use-counterparties.ts';

let agencyOnce: Promise<Agency> | undefined;

function useAgency(): Agency | undefined {
  const [agency, setAgency] = useState<Agency>();
  useEffect(() => {
    agencyOnce ??= call('GET /agency').catch(() => {
      agencyOnce = undefined;
      return { name: '' };
    });
    let live = true;
    agencyOnce.then((a) => live && setAgency(a));
    return () => {
      live = false;
    };
  }, []);
  return agency;
}

const asBlock = (p: PartyNumbers) => ({
  id: p.ids.map((value) => ({ value })),
  ...(p.kvk ? { legalId: { value: p.kvk } } : {}),
  ...(p.btw ? { taxId: { value: p.btw } } : {}),
});

export interface PartyName {
  name?: string;
  /** The party is My agency. */
  mine: boolean;
}

export function usePartyNames(): (party: PartyNumbers | undefined) => PartyName {
  const agency = useAgency();
  const { counterparties } = useCounterparties();
  return (party) => {
    if (!party) return { mine: false };
    if (party.name) return { name: party.name, mine: false };
    const block = asBlock(party);
    if (agency?.name && sameParty(block, agency)) return { name: agency.name, mine: true };
    const cp = counterparties.find((c) => c.party && sameParty(block, c.party));
    return { name: cp?.party?.name?.trim() || cp?.name, mine: false };
  };
}

/**
 * The worker's name: the message's own, else the one on the placement of its Assignment, else the one
 * the customer's order it answers asked for (an Assignment names its worker by number only).
 */
export function useWorkerName(digest: Digest): string | undefined {
  const [found, setFound] = useState<string>();
  const { worker, assignmentId, orderId } = digest;
  useEffect(() => {
    setFound(undefined);
    if (worker || (!assignmentId && !orderId)) return;
    let live = true;
    const fromPlacement = async () => {
      if (!assignmentId) return undefined;
      const page = await call('GET /placements', { query: { q: assignmentId, ended: 'include', limit: 5 } });
      return page.items.find((p) => p.assignmentId.value === assignmentId)?.worker.name.trim() || undefined;
    };
    const fromOrder = async () => {
      if (!orderId) return undefined;
      const page = await call('GET /lists/inbox', {
        query: { family: 'StaffingOrder', q: orderId, limit: 5 },
      });
      return page.items.find((m) => m.digest.documentId === orderId)?.digest.worker;
    };
    (async () =>
      (await fromPlacement().catch(() => undefined)) ?? (await fromOrder().catch(() => undefined)))().then(
      (name) => live && setFound(name),
    );
    return () => {
      live = false;
    };
  }, [worker, assignmentId, orderId]);
  return worker ?? found;
}
