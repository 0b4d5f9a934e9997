// The timecard editor's reading and writing of time-interval lines, on the official example: hours as
// people type them, a line read into its cell, edited in place (id, start, break and other members
// kept), new lines shaped like the example and valid, lines the grid cannot show kept, weeks copied.
import { describe, expect, it } from 'vitest';
import { copyWeek } from '../renderer/timecard/copy-week.ts';
import { mondayOf, weekNumber } from '../shared/calendar.ts';
import { formatHours, parseHours } from '../shared/hours.ts';
import { family } from '../shared/registry.ts';
import { type Json, linesOf } from '../shared/timecard/lines.ts';
import { gridLines, readLine, setCell } from '../shared/timecard/time-lines.ts';
import { validateMessage } from '../shared/validate.ts';
import { exampleMessage } from './support/examples.ts';

const timecard = family('Timecard');
const example = () => exampleMessage(timecard, '2.0') as Json;
const lines = (doc: Json) => linesOf(doc, 'timeInterval') as Json[];

describe('hours', () => {
  it('reads hours as people type them and shows them back', () => {
    const typed = ['8', '7.5', '7,5', '8:30', '8h', '0.25', '', '24'];
    expect(typed.map(parseHours)).toEqual([480, 450, 450, 510, 480, 15, 0, 1440]);
    for (const bad of ['25', '8:75', 'eight', '-1', '1.234']) expect(parseHours(bad), bad).toBeUndefined();
    expect([480, 450, 495, 500, 0].map(formatHours)).toEqual(['8', '7.5', '8.25', '8:20', '0']);
  });

  it('names weeks as ISO 8601 does', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(weekNumber('2026-11-16')).toBe(47);
    expect(weekNumber(mondayOf('2025-01-01'))).toBe(1);
    expect(weekNumber(mondayOf('2021-01-03'))).toBe(53);
  });
});

describe('time-interval lines in the grid', () => {
  it('places the official example line by its day and type, with its total rather than its span', () => {
    const [line] = lines(example());
    expect(readLine(line)).toEqual({ day: '2024-10-23', code: 'HT100', minutes: 480 });
  });

  it('edits a line in place: id, start, break and every other member kept', () => {
    const doc = example();
    const next = setCell(doc, lines(doc), '2024-10-23', 'HT100', 420) as Json[];
    const [before] = lines(example());
    expect(next).toHaveLength(1);
    expect(next[0]).toEqual({
      ...before,
      period: { dateTimePeriod: { start: '2024-10-23T09:00:00', end: '2024-10-23T16:30:00' } },
      timeTotal: '7.00',
    });
    expect(validateMessage(timecard, { ...doc, timeInterval: next })).toEqual([]);
  });

  it('writes a new cell as a valid line starting at 08:00, and empties a cell by removing its line', () => {
    const doc = example();
    const added = setCell(doc, lines(doc), '2024-10-24', 'HT100', 510) as Json[];
    expect(added[1]).toEqual({
      id: { value: expect.stringMatching(/^[0-9a-f-]{36}$/), schemeAgencyId: 'Customer' },
      typeCode: { value: 'HT100' },
      period: { dateTimePeriod: { start: '2024-10-24T08:00:00', end: '2024-10-24T16:30:00' } },
      timeTotal: '8.50',
    });
    expect(validateMessage(timecard, { ...doc, timeInterval: added })).toEqual([]);
    const night = setCell(doc, [], '2024-10-24', 'N', 20 * 60) as Json[];
    expect(night[0]?.period).toEqual({
      dateTimePeriod: { start: '2024-10-24T08:00:00', end: '2024-10-25T04:00:00' },
    });
    expect(setCell(doc, added, '2024-10-23', 'HT100', 0)).toEqual([added[1]]);
  });

  it('keeps lines it cannot show and does not edit a cell holding several lines', () => {
    const doc = example();
    const [line] = lines(doc) as [Json];
    const untyped = { ...line, id: { value: 'x', schemeAgencyId: 'Customer' }, typeCode: { value: '' } };
    const second = { ...line, id: { value: 'y', schemeAgencyId: 'Customer' } };
    const grid = gridLines([line, untyped, second]);
    expect(grid.unplaced).toEqual([1]);
    expect(grid.cells.get('2024-10-23\u0000HT100')).toEqual([0, 2]);
    expect(setCell(doc, [line, untyped, second], '2024-10-23', 'HT100', 60)).toBeUndefined();
    const next = setCell(doc, [line, untyped, second], '2024-10-24', 'HT100', 60) as Json[];
    expect(next.slice(0, 3)).toEqual([line, untyped, second]);
  });

  it('copies a week into the empty cells of another, shifted by whole weeks under new ids', () => {
    const doc = example();
    const [line] = lines(doc) as [Json];
    const friday = setCell(doc, [line], '2024-10-25', 'HT100', 240) as Json[];
    const target = setCell(doc, [], '2024-11-01', 'HT100', 60) as Json[];
    const { lines: copied, copied: count } = copyWeek(
      doc,
      target,
      { lines: friday, monday: '2024-10-21', from: 'this timecard' },
      '2024-10-28',
    );
    expect(count).toBe(1);
    const copy = copied[1] as Json;
    expect(readLine(copy)).toEqual({ day: '2024-10-30', code: 'HT100', minutes: 480 });
    expect(copy.payRates).toEqual(line.payRates);
    expect(copy.id).not.toEqual(line.id);
    expect(copied[0]).toBe(target[0]);
  });
});
