// Placements for tests: a hand-made placement as the form would give it, and an agency.
import type { Agency } from '../../shared/parties/agency.ts';
import { placementFields } from '../../shared/placement/input.ts';
import type { Placement } from '../../shared/placement/placement.ts';

export const agency: Agency = { name: 'Uitzendbureau Flex', kvk: '12345678', btw: 'NL001234567B01' };

export const customer = { name: 'Bakkerij Jansen', kvk: '87654321', supplierNumber: 'LEV-77' };

/** A placement of one worker at the customer from 2 November 2026: 8 hours Monday to Friday from 08:00. */
export function samplePlacement(overrides: Partial<Placement> = {}): Placement {
  const fields = placementFields(
    {
      workerName: 'Jan de Vries',
      personnelNumber: '1001',
      counterparty: 'bakkerij',
      start: '2026-11-02',
      position: 'Magazijnmedewerker',
      rates: [
        { kind: 'hours', code: 'HT100', amount: 23.4, multiplier: 100, toBeBilled: true, toBePaid: true },
        { kind: 'hours', code: 'HT150', amount: 35.1, multiplier: 150, toBeBilled: true, toBePaid: true },
        { kind: 'allowance', code: 'KM', amount: 0.23, toBeBilled: true, toBePaid: true },
      ],
      schedule: { days: [480, 480, 480, 480, 480, 0, 0], start: 8 * 60, breakMinutes: 30 },
      assignmentNumber: 'A-1001',
    },
    customer,
  );
  return {
    ...fields,
    id: '6f1c1b9e-2d3a-4e5f-8a7b-9c0d1e2f3a4b',
    withdrawn: false,
    source: { kind: 'draft', id: 'd', revision: 1 },
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
