// Names for the parties of a message, which SETU gives by number only: My agency by its own details,
// a customer by the counterparty whose details hold its numbers, a worker without a name in the message
// by the placement of its Assignment.
import { useEffect, useState } from 'react';
import { type Agency, sameParty } from '../../shared/agency.ts';
import type { Digest, PartyNumbers } from '../../shared/digest.ts';
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

/** The worker's name: the message's own, else the one on the placement of its Assignment. */
export function useWorkerName(digest: Digest): string | undefined {
  const [fromPlacement, setFromPlacement] = useState<string>();
  const { worker, assignmentId } = digest;
  useEffect(() => {
    if (worker || !assignmentId) return;
    let live = true;
    call('GET /placements', { query: { q: assignmentId, ended: 'include', limit: 5 } }).then(
      (page) => {
        const found = page.items.find((p) => p.assignmentId.value === assignmentId);
        if (live) setFromPlacement(found?.worker.name.trim() || undefined);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [worker, assignmentId]);
  return worker ?? fromPlacement;
}
