// Whether a placement being imported is one the Workbench already has, and what taking it over would
// change. A row with an assignment number is that placement or a new one; a row without is matched by
// its worker: the same personnel number, or the same name with the same birth date, or the same name
// where no birth date says otherwise ("possibly the same worker"). The clerk decides; the suggestion is
// to update a placement of the same worker at the same customer whose period overlaps the row's.

import type { PlacementInput } from './input.ts';
import type { Placement, PlacementFields } from './placement.ts';

export type MatchReason = 'assignment-number' | 'personnel-number' | 'name-birth-date' | 'name';

/** What an update changes, as the clerk reads it. */
export type Aspect = 'worker' | 'customer' | 'period' | 'position' | 'rates' | 'schedule' | 'numbers';

const strength: Record<MatchReason, number> = {
  'assignment-number': 3,
  'personnel-number': 2,
  'name-birth-date': 1,
  name: 0,
};

/** A name as people compare them: case, accents and spacing aside ("Joël  smit" is "Joel Smit"). */
export const nameKey = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Why the row's worker may be the placement's; undefined when nothing says so or a birth date differs. */
export function sameWorker(input: PlacementInput, p: PlacementFields): MatchReason | undefined {
  const number = input.personnelNumber?.trim();
  const own = p.worker.ids.find((id) => id.schemeAgencyId === 'Supplier')?.value;
  if (number && number === own) return 'personnel-number';
  if (nameKey(input.workerName) === '' || nameKey(input.workerName) !== nameKey(p.worker.name))
    return undefined;
  if (input.birthDate && p.worker.birthDate)
    return input.birthDate === p.worker.birthDate ? 'name-birth-date' : undefined;
  return 'name';
}

const overlaps = (a: { start: string; end?: string }, b: { start: string; end?: string }) =>
  a.start <= (b.end ?? '9999-12-31') && b.start <= (a.end ?? '9999-12-31');

export interface Candidate {
  placement: Placement;
  reason: MatchReason;
}

/**
 * The placements a row may be, the likeliest first: at the same customer, by the strongest reason, with
 * an overlapping period, the latest. Withdrawn placements are left out: nobody works on them.
 */
export function candidatesFor(input: PlacementInput, placements: Placement[]): Candidate[] {
  const number = input.assignmentNumber?.trim();
  if (number) {
    const known = placements.find((p) => p.assignmentId.value === number);
    return known ? [{ placement: known, reason: 'assignment-number' }] : [];
  }
  const score = ({ placement: p, reason }: Candidate) => [
    p.counterparty === input.counterparty ? 1 : 0,
    strength[reason],
    overlaps(p, input) ? 1 : 0,
  ];
  return placements
    .filter((p) => !p.withdrawn)
    .flatMap((placement): Candidate[] => {
      const reason = sameWorker(input, placement);
      return reason ? [{ placement, reason }] : [];
    })
    .sort((a, b) => {
      const [x, y] = [score(a), score(b)];
      const i = x.findIndex((v, k) => v !== y[k]);
      return i >= 0
        ? (y[i] as number) - (x[i] as number)
        : b.placement.start.localeCompare(a.placement.start);
    });
}

/** Update the likeliest candidate when it is this worker's placement at this customer in this period. */
export function suggestUpdate(input: PlacementInput, candidates: Candidate[]): Placement | undefined {
  const [first] = candidates;
  if (!first) return undefined;
  if (first.reason === 'assignment-number') return first.placement;
  return first.placement.counterparty === input.counterparty && overlaps(first.placement, input)
    ? first.placement
    : undefined;
}

const aspects: Record<keyof PlacementFields, Aspect> = {
  worker: 'worker',
  counterparty: 'customer',
  customer: 'customer',
  supplier: 'customer',
  assignmentId: 'numbers',
  orderId: 'numbers',
  order: 'numbers',
  reference: 'numbers',
  purchaseOrder: 'numbers',
  department: 'numbers',
  costCenter: 'numbers',
  project: 'numbers',
  position: 'position',
  location: 'position',
  start: 'period',
  end: 'period',
  ended: 'period',
  rates: 'rates',
  schedule: 'schedule',
};

/** JSON with its members in one order, so that two equal values compare equal however they were built. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** What would change from `before` to `after`, in the order the form shows it; empty when nothing. */
export function changesOf(before: PlacementFields, after: PlacementFields): Aspect[] {
  const changed = new Set<Aspect>();
  for (const key of Object.keys(aspects) as (keyof PlacementFields)[])
    if (canonical(before[key]) !== canonical(after[key])) changed.add(aspects[key]);
  const order: Aspect[] = ['worker', 'customer', 'position', 'period', 'rates', 'schedule', 'numbers'];
  return order.filter((a) => changed.has(a));
}
