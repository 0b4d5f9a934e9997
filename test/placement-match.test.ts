// Whether an imported row is a placement already: by its assignment number, or as possibly the same
// worker (personnel number; name and birth date; name where no birth date differs), likeliest first,
// with an update suggested only at the same customer in an overlapping period; and what an update would
// change, in the clerk's terms.
import { describe, expect, it } from 'vitest';
import { inputOf, type PlacementInput, placementFields } from '../shared/placement/input.ts';
import { candidatesFor, changesOf, nameKey, sameWorker, suggestUpdate } from '../shared/placement/match.ts';
import type { Placement } from '../shared/placement/placement.ts';
import { customer, samplePlacement } from './support/placements.ts';

const jan = samplePlacement();
const row = (over: Partial<PlacementInput> = {}): PlacementInput => ({
  ...inputOf(jan),
  personnelNumber: undefined,
  assignmentNumber: undefined,
  ...over,
});
const placed = (id: string, over: Partial<Placement>): Placement => ({ ...samplePlacement(over), id });

describe('the same worker', () => {
  it('compares names as people do: case, accents and spaces aside', () => {
    expect(nameKey('  Joël   SMIT ')).toBe(nameKey('joel smit'));
    expect(nameKey('Jan de Vries')).not.toBe(nameKey('Jan de Vries-Bakker'));
  });

  it('is the same personnel number, or the same name unless the birth dates differ', () => {
    expect(sameWorker(row({ workerName: 'J. de Vries', personnelNumber: '1001' }), jan)).toBe(
      'personnel-number',
    );
    expect(sameWorker(row({ workerName: 'JAN DE VRIES' }), jan)).toBe('name');
    const born = { ...jan, worker: { ...jan.worker, birthDate: '1990-03-14' } };
    expect(sameWorker(row({ birthDate: '1990-03-14' }), born)).toBe('name-birth-date');
    expect(sameWorker(row({ birthDate: '1991-01-01' }), born)).toBeUndefined();
    expect(sameWorker(row({ workerName: 'Piet de Vries' }), jan)).toBeUndefined();
  });
});

describe('candidates and the suggestion', () => {
  const elsewhere = placed('b', { counterparty: 'molen' });
  const ended = placed('c', { start: '2025-01-06', end: '2025-03-28' });
  const withdrawn = placed('d', { withdrawn: true });

  it('puts the same customer first, then the stronger reason and the overlapping period', () => {
    const found = candidatesFor(row(), [elsewhere, ended, withdrawn, jan]);
    expect(found.map((c) => c.placement.id)).toEqual([jan.id, 'c', 'b']);
    expect(suggestUpdate(row(), found)?.id).toBe(jan.id);
  });

  it('suggests adding where the worker comes back after an ended placement, or goes to another customer', () => {
    const back = row({ start: '2026-01-05' });
    expect(suggestUpdate(back, candidatesFor(back, [ended]))).toBeUndefined();
    expect(suggestUpdate(row(), candidatesFor(row(), [elsewhere]))).toBeUndefined();
  });

  it('takes a row with an assignment number for that placement only', () => {
    const known = row({ assignmentNumber: jan.assignmentId.value, workerName: 'Someone else' });
    expect(candidatesFor(known, [jan, elsewhere])).toEqual([{ placement: jan, reason: 'assignment-number' }]);
    expect(candidatesFor(row({ assignmentNumber: 'A-NEW' }), [jan])).toEqual([]);
  });
});

describe('what an update changes', () => {
  it('is nothing for the placement as it is, and names the parts that differ', () => {
    expect(changesOf(jan, placementFields(inputOf(jan), customer, jan))).toEqual([]);
    const later = placementFields(
      { ...inputOf(jan), end: '2027-03-31', rates: jan.rates.slice(0, 1), position: 'Inpakker' },
      customer,
      jan,
    );
    expect(changesOf(jan, later)).toEqual(['position', 'period', 'rates']);
  });
});
