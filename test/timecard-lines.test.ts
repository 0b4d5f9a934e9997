// The timecard editor's reading and writing of time-interval lines, on the official example: hours as
// people type them, a line read into its cell, edited in place (id, start, break and other members
// kept), a day laid out by the clock-time rule (the schedule's start and break, overtime after the
// normal hours, no invented times), lines the grid cannot show kept, weeks copied, and the timecard read
// as the hours grid's one row and its edits written back.
import { describe, expect, it } from 'vitest';
import { setTimes } from '../renderer/hours/row-model.ts';
import { copyWeek } from '../renderer/timecard/copy-week.ts';
import { weekRowOf, writeWeek } from '../renderer/timecard/timecard-row.ts';
import { family } from '../shared/messages/registry.ts';
import { validateMessage } from '../shared/schema/validate.ts';
import { mondayOf, weekNumber } from '../shared/timecard/calendar.ts';
import { formatHours, parseHours } from '../shared/timecard/hours.ts';
import { type Json, linesOf } from '../shared/timecard/lines.ts';
import { gridLines, layOutDay, readLine, setCell, timesOfDay } from '../shared/timecard/time-lines.ts';
import { setMinutes } from '../shared/timecard/week-card.ts';
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

  it('writes a new cell without clock times unless a start is known, and empties a cell by removing its line', () => {
    const doc = example();
    const added = setCell(doc, lines(doc), '2024-10-24', 'HT100', 510) as Json[];
    expect(added[1]).toEqual({
      id: { value: expect.stringMatching(/^[0-9a-f-]{36}$/), schemeAgencyId: 'Customer' },
      typeCode: { value: 'HT100' },
      period: { dateTimePeriod: { start: '2024-10-24' } },
      timeTotal: '8.50',
      dayAssignment: '2024-10-24',
    });
    expect(readLine(added[1])).toEqual({ day: '2024-10-24', code: 'HT100', minutes: 510 });
    expect(validateMessage(timecard, { ...doc, timeInterval: added })).toEqual([]);
    expect(setCell(doc, added, '2024-10-23', 'HT100', 0)).toEqual([added[1]]);
  });

  it('lays a day out from the schedule: the break in the first line, overtime after the normal hours', () => {
    const doc = example();
    const layout = { schedule: { start: 8 * 60, breakMinutes: 30 }, codes: ['HT100', 'HT101'] };
    const day = layOutDay(doc, [], '2024-10-24', { HT101: 120, HT100: 480 }, layout) as Json[];
    expect(
      day.map((l) => [(l.typeCode as Json).value, (l.period as Json).dateTimePeriod, l.timeTotal]),
    ).toEqual([
      ['HT100', { start: '2024-10-24T08:00:00', end: '2024-10-24T16:30:00' }, '8.00'],
      ['HT101', { start: '2024-10-24T16:30:00', end: '2024-10-24T18:30:00' }, '2.00'],
    ]);
    expect(validateMessage(timecard, { ...doc, timeInterval: day })).toEqual([]);
    // A short day has no break; the start as entered (read from the day's first line) wins over the schedule.
    const short = setCell(doc, day, '2024-10-24', 'HT100', 120, layout) as Json[];
    expect(short.map((l) => (l.period as Json).dateTimePeriod)).toEqual([
      { start: '2024-10-24T08:00:00', end: '2024-10-24T10:00:00' },
      { start: '2024-10-24T10:00:00', end: '2024-10-24T12:00:00' },
    ]);
    expect(timesOfDay(day, '2024-10-24')).toEqual({ start: 8 * 60, breakMinutes: 30 });
    const later = layOutDay(doc, day, '2024-10-24', {}, layout, {
      start: 9 * 60,
      breakMinutes: 45,
    }) as Json[];
    expect(((later[0] as Json).period as Json).dateTimePeriod).toEqual({
      start: '2024-10-24T09:00:00',
      end: '2024-10-24T17:45:00',
    });
    expect(later.map((l) => l.id)).toEqual(day.map((l) => l.id));
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

  it('reads a week as the grid’s row and writes the grid’s edits back into the lines, day by day', () => {
    const doc = example();
    const [line] = lines(doc) as [Json];
    const monday = '2024-10-21';
    const row = weekRowOf(doc, monday);
    expect(row).toEqual({
      hours: { HT100: { '2024-10-23': 480 } },
      times: { '2024-10-23': { start: 9 * 60, breakMinutes: 30 } },
      allowances: [],
    });
    const layout = { codes: ['HT100'] };
    // An hour cell: the same line edited in place, as setCell does it.
    const hours = writeWeek(doc, [line], row, setMinutes(row, 'HT100', '2024-10-23', 420), layout);
    expect(hours).toEqual(setCell(doc, [line], '2024-10-23', 'HT100', 420));
    // A start: the day laid out again from it, the line keeping its id and every other member.
    const [earlier] = writeWeek(doc, [line], row, setTimes(row, '2024-10-23', { start: 8 * 60 }), layout) as [
      Json,
    ];
    expect(earlier).toEqual({
      ...line,
      period: { dateTimePeriod: { start: '2024-10-23T08:00:00', end: '2024-10-23T16:30:00' } },
    });
    // No start: the day's lines go without clock times.
    const cleared = setTimes(row, '2024-10-23', { start: undefined, breakMinutes: undefined });
    const [dated] = writeWeek(doc, [line], row, cleared, layout) as [Json];
    expect([(dated.period as Json).dateTimePeriod, dated.dayAssignment]).toEqual([
      { start: '2024-10-23' },
      '2024-10-23',
    ]);
    // A day with a cell of several lines is not edited; other days are.
    const second = { ...line, id: { value: 'y', schemeAgencyId: 'Customer' } };
    const split = weekRowOf({ ...doc, timeInterval: [line, second] }, monday);
    const both = setMinutes(setMinutes(split, 'HT100', '2024-10-23', 60), 'HT100', '2024-10-24', 60);
    const written = writeWeek(doc, [line, second], split, both, layout) as Json[];
    expect(written.slice(0, 2)).toEqual([line, second]);
    expect(written.map(readLine)[2]).toEqual({ day: '2024-10-24', code: 'HT100', minutes: 60 });
  });
});
