// Who sent a stored message, as the clerk knows them. The exchange server records the name of the
// inbound key a message came with; a key is given to one relation's system, and its name is usually
// the relation's (`key add bakkerij`). Where it is not, the clerk ties the key to its relation once,
// by choosing the relation; a tie outlives a rotated key, which keeps its name.
import { keyOf } from '../../shared/messages/sender-key.ts';
import { NotFound, Refused } from '../messages/refusals.ts';
import type { Counterparty } from '../store/counterparties.ts';
import type { Desk } from './desk.ts';

/**
 * The relation a message's sender is: the one its key is tied to, else the one of the key's name. One
 * reading of the ties, for a list's rows.
 */
export function senderRelations(
  desk: Desk,
  counterparties: Counterparty[] = desk.counterparties.list(),
): (owner: string) => string | undefined {
  const ties = desk.settings.senderTies();
  const known = (name: string | undefined) => counterparties.find((cp) => cp.name === name)?.name;
  return (owner) => {
    const key = keyOf(owner);
    if (key === undefined) return undefined;
    return known(Object.hasOwn(ties, key) ? ties[key] : undefined) ?? known(key);
  };
}

export const senderRelation = (desk: Desk, owner: string) => senderRelations(desk)(owner);

/** Ties a key to a relation, or (null) unties it; answers the relation its messages now name. */
export function tieSender(desk: Desk, key: string, relation: string | null): string | undefined {
  if (keyOf(key) !== key || key.length > 200)
    throw new Refused('key', 'Name an inbound key by its name, as its messages show it.');
  if (relation !== null && !desk.counterparties.get(relation))
    throw new NotFound(`No relation named "${relation}".`);
  // Entries rather than assignment: a key may be named anything, "__proto__" too.
  const others = Object.entries(desk.settings.senderTies()).filter(([k]) => k !== key);
  desk.settings.setSenderTies(Object.fromEntries(relation === null ? others : [...others, [key, relation]]));
  return senderRelation(desk, key);
}
