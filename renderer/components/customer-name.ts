// A customer as the clerk knows it: the name on its counterparty's details, else the counterparty's.
import type { CounterpartyView } from '../../shared/api/types.ts';

export function customerName(counterparties: CounterpartyView[], name: string): string {
  const cp = counterparties.find((c) => c.name === name);
  return cp?.party?.name || name;
}

/** The counterparties that receive timecards: the customers a placement can be at. */
export const customersOf = (counterparties: CounterpartyView[]) =>
  counterparties.filter((c) => c.families.includes('Timecard') || c.families.includes('Assignment'));
