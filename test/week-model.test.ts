// The week page's rows as data: the schedule fills only days the placement runs and that have no hours
// yet; a copied week fills only empty days, and what it copies otherwise than the schedule is found;
// lines are one per hour type used, normal hours first.
import { describe, expect, it } from 'vitest';
import { tableLines } from '../renderer/hours/grid-row.ts';
import {
  codesOf,
  copiedExceptions,
  copyInto,
  fillFromSchedule,
  rowTotal,
} from '../renderer/hours/row-model.ts';
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

  it('finds what a copy filled otherwise than the schedule: overtime, absence, other hours, a day left empty', () => {
    const p = samplePlacement();
    const set = (row: ReturnType<typeof emptyRow>, code: string, day: string, minutes: number) =>
      setMinutes(row, code, day, minutes);
    let earlier = emptyRow();
    for (const day of ['2026-11-23', '2026-11-24', '2026-11-25']) earlier = set(earlier, 'HT100', day, 480);
    earlier = set(earlier, 'HT150', '2026-11-24', 90); // overtime
    earlier = set(earlier, 'ZIEK', '2026-11-26', 480); // a sick day
    earlier = set(earlier, 'HT100', '2026-11-27', 360); // a six-hour Friday
    // Monday was typed in already: the copy leaves it, and it is not the copy's to mark.
    const before = set(emptyRow(), 'HT100', '2026-11-23', 300);
    const after = copyInto(before, earlier);
    expect(copiedExceptions(p, before, after, monday).sort()).toEqual([
      'HT100 2026-11-26',
      'HT100 2026-11-27',
      'HT150 2026-11-24',
      'ZIEK 2026-11-26',
    ]);
    // Filled from the schedule, nothing differs from it.
    expect(copiedExceptions(p, emptyRow(), fillFromSchedule(p, emptyRow(), monday), monday)).toEqual([]);
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
