// The week page's rows as data: the schedule fills only days the placement runs and that have no hours
// yet; a copied week fills only empty days; lines are one per hour type used, normal hours first.
import { describe, expect, it } from 'vitest';
import { tableLines } from '../renderer/hours/grid-row.ts';
import { codesOf, copyInto, fillFromSchedule, rowTotal } from '../renderer/hours/row-model.ts';
import { emptyRow, setMinutes } from '../shared/timecard/week-card.ts';
import { samplePlacement } from './support/placements.ts';

const monday = '2026-11-23';

describe('the week model', () => {
  it('fills from the schedule only the running days that have no hours', () => {
    const p = samplePlacement({ start: '2026-11-25' });
    const typed = setMinutes(emptyRow(), 'HT150', '2026-11-26', 120);
    const filled = fillFromSchedule(p, typed, monday);
    expect(filled.hours).toEqual({
      HT100: { '2026-11-25': 480, '2026-11-27': 480 },
      HT150: { '2026-11-26': 120 },
    });
  });

  it('copies an earlier week onto empty days only, with its times', () => {
    const earlier = {
      ...setMinutes(setMinutes(emptyRow(), 'HT100', '2026-11-23', 480), 'HT100', '2026-11-24', 450),
      times: { '2026-11-24': { start: 420, breakMinutes: 30 } },
    };
    const row = setMinutes(emptyRow(), 'HT100', '2026-11-23', 240);
    const copied = copyInto(row, earlier);
    expect(copied.hours.HT100).toEqual({ '2026-11-23': 240, '2026-11-24': 450 });
    expect(copied.times).toEqual({ '2026-11-24': { start: 420, breakMinutes: 30 } });
    expect(rowTotal(copied)).toBe(690);
  });

  it('shows a line per hour type used, the placement’s normal hours first, then its sub-lines', () => {
    const p = samplePlacement();
    const row = setMinutes(emptyRow(), 'ZZ1', '2026-11-23', 60);
    expect(codesOf(p, row)).toEqual(['HT100', 'ZZ1']);
    expect(codesOf(p, row, ['HT150'])).toEqual(['HT100', 'HT150', 'ZZ1']);
    const lines = tableLines([
      { id: p.id, codes: codesOf(p, row), open: { times: false, allowances: true } },
    ]);
    expect(lines.map((l) => (l.kind === 'hours' ? `${l.code}${l.first ? '*' : ''}` : l.kind))).toEqual([
      'HT100*',
      'ZZ1',
      'allowances',
    ]);
  });
});
