// The clock-time rule and the week's timecard: hours as entered become lines that never overlap, whose
// worked time equals the grid, with every identifier from the placement; valid against the official
// schema and, as XML, the official XSD.
import { describe, expect, it } from 'vitest';
import { writeMessage } from '../shared/messages/message-io.ts';
import { family } from '../shared/messages/registry.ts';
import { assignmentOf, fieldsFromAssignment, type Rate } from '../shared/placement/placement.ts';
import { validateMessage } from '../shared/schema/validate.ts';
import { layoutDay } from '../shared/timecard/clock.ts';
import { buildTimecard, readWeekRow, type WeekRow } from '../shared/timecard/week-card.ts';
import { official } from './support/official.ts';
import { agency, samplePlacement } from './support/placements.ts';
import { xsdErrors } from './support/xsd.ts';

type Json = Record<string, unknown>;
type Line = {
  typeCode: { value: string };
  period: { dateTimePeriod: { start: string; end?: string } };
  timeTotal: string;
};

const minutes = (t: string) => Number(t.slice(11, 13)) * 60 + Number(t.slice(14, 16));

function expectValid(doc: Record<string, unknown>, name: 'Timecard' | 'Assignment') {
  expect(validateMessage(family(name), doc)).toEqual([]);
  const { validate } = official(`${name}-2.0`);
  expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
}

describe('the clock-time rule', () => {
  it('8 h + 1.5 h overtime with a 30 min break: the overtime starts where the day ended', () => {
    const day = layoutDay(
      [
        { code: 'HT100', minutes: 480 },
        { code: 'HT150', minutes: 90 },
      ],
      { start: 480, breakMinutes: 30 },
    );
    expect(day).toEqual([
      { code: 'HT100', minutes: 480, start: 480, end: 990 },
      { code: 'HT150', minutes: 90, start: 990, end: 1080 },
    ]);
  });
  it('takes no break on a day of 5.5 hours or less', () => {
    expect(layoutDay([{ code: 'HT100', minutes: 300 }], { start: 540, breakMinutes: 30 })).toEqual([
      { code: 'HT100', minutes: 300, start: 540, end: 840 },
    ]);
  });
  it('invents no time when none is known', () => {
    expect(layoutDay([{ code: 'HT100', minutes: 480 }], {})).toEqual([{ code: 'HT100', minutes: 480 }]);
  });
});

const week = '2026-W46';
const row: WeekRow = {
  hours: {
    HT100: { '2026-11-09': 480, '2026-11-10': 480, '2026-11-11': 480, '2026-11-12': 480, '2026-11-13': 480 },
    HT150: { '2026-11-10': 90 },
  },
  times: {},
  allowances: [{ id: 'km-1', code: 'KM', date: '2026-11-11', quantity: 42 }],
};

describe('the week card', () => {
  const placement = samplePlacement();
  const card = buildTimecard({ placement, agency, supplierNumber: 'LEV-77', week }, row);

  it('lays each day out without overlap, and its worked time equals the grid', () => {
    const lines = card.timeInterval as Line[];
    const tuesday = lines.filter((l) => l.period.dateTimePeriod.start.startsWith('2026-11-10'));
    expect(
      tuesday.map((l) => [
        l.typeCode.value,
        l.period.dateTimePeriod.start,
        l.period.dateTimePeriod.end,
        l.timeTotal,
      ]),
    ).toEqual([
      ['HT100', '2026-11-10T08:00:00', '2026-11-10T16:30:00', '8.00'],
      ['HT150', '2026-11-10T16:30:00', '2026-11-10T18:00:00', '1.50'],
    ]);
    const byDay = new Map<string, Line[]>();
    for (const l of lines)
      byDay.set(l.period.dateTimePeriod.start.slice(0, 10), [
        ...(byDay.get(l.period.dateTimePeriod.start.slice(0, 10)) ?? []),
        l,
      ]);
    for (const dayLines of byDay.values()) {
      const spans = dayLines
        .map((l) => [minutes(l.period.dateTimePeriod.start), minutes(l.period.dateTimePeriod.end as string)])
        .sort((a, b) => (a[0] as number) - (b[0] as number));
      for (let i = 1; i < spans.length; i++)
        expect(spans[i]?.[0]).toBeGreaterThanOrEqual(spans[i - 1]?.[1] as number);
    }
    const worked = lines.reduce((sum, l) => sum + Number(l.timeTotal) * 60, 0);
    expect(worked).toBe(5 * 480 + 90);
  });

  it('takes every identifier from the placement and the agency', () => {
    const assignment = assignmentOf(placement, agency, 'LEV-77');
    expect(card.staffingIds).toEqual({ assignmentId: assignment.documentId });
    expect((card.person as { id: unknown }).id).toEqual(
      (assignment.assignedWorker as { workerId: unknown }).workerId,
    );
    expect(card.customer).toEqual(assignment.customer);
    expect(card.supplier).toEqual(assignment.supplier);
    expect(card.period).toEqual({ datePeriod: { start: '2026-11-09', end: '2026-11-15' } });
    expect(card.documentId).toEqual({ value: 'TC-2026-W46-6f1c1b9e', schemeAgencyId: 'Supplier' });
  });

  it('is valid against the official schema and, as XML, the official XSD', async () => {
    expectValid(card, 'Timecard');
    const xml = writeMessage(card, family('Timecard'), '2.0', 'xml');
    expect(await xsdErrors('Timecard', xml)).toEqual([]);
  });

  it('reads back as the row it was built from, and rebuilds with the same line ids', () => {
    const back = readWeekRow(card, week);
    expect(back.hours).toEqual(row.hours);
    expect(back.allowances).toEqual([
      { id: 'km-1', code: 'KM', date: '2026-11-11', quantity: 42, amount: 0.23 },
    ]);
    const again = buildTimecard({ placement, agency, supplierNumber: 'LEV-77', week }, back, card);
    expect(again).toEqual(card);
  });

  it('keeps a day start the clerk entered, and the schedule elsewhere', () => {
    const late = buildTimecard(
      { placement, agency, week },
      { ...row, times: { '2026-11-09': { start: 600 } } },
    );
    const lines = late.timeInterval as Line[];
    expect(lines[0]?.period.dateTimePeriod).toEqual({
      start: '2026-11-09T10:00:00',
      end: '2026-11-09T18:30:00',
    });
    expect(lines[1]?.period.dateTimePeriod.start).toBe('2026-11-10T08:00:00');
  });

  it('says the day outright, without times, for a placement without a schedule start', () => {
    const p = samplePlacement({ schedule: { days: [480, 480, 480, 480, 480, 0, 0] } });
    const c = buildTimecard({ placement: p, agency, week }, row);
    expect((c.timeInterval as Line[])[0]).toMatchObject({
      period: { dateTimePeriod: { start: '2026-11-09' } },
      dayAssignment: '2026-11-09',
      timeTotal: '8.00',
    });
    expectValid(c, 'Timecard');
  });
});

describe('a placement and its Assignment', () => {
  it('is a valid Assignment, and reads back as the same placement', () => {
    const placement = samplePlacement();
    const assignment = assignmentOf(placement, agency, 'LEV-77');
    expectValid(assignment, 'Assignment');
    const { id: _, withdrawn: _w, source: _s, createdAt: _c, updatedAt: _u, ...fields } = placement;
    expect(fieldsFromAssignment(assignment, fields)).toEqual({ ...fields, supplier: assignment.supplier });
  });
  it('carries a bill rate beside the pay rate, and a timecard line both, and reads them back as one rate', () => {
    const placement = samplePlacement();
    const [normal, ...rest] = placement.rates;
    const billed = { ...placement, rates: [{ ...(normal as Rate), bill: 41.5 }, ...rest] };
    const assignment = assignmentOf(billed, agency);
    expectValid(assignment, 'Assignment');
    const entries = (assignment.payRates as Json[]).filter((r) => r.code === 'HT100');
    expect(entries.map((r) => [(r.amount as Json).value, r.toBePaid, r.toBeBilled])).toEqual([
      [23.4, true, false],
      [41.5, false, true],
    ]);
    expect(fieldsFromAssignment(assignment, billed).rates[0]).toEqual({ ...normal, bill: 41.5 });
    const card = buildTimecard({ placement: billed, agency, week }, row);
    expectValid(card, 'Timecard');
    const line = (card.timeInterval as Json[]).find((l) => (l.typeCode as Json).value === 'HT100') as Json;
    expect(
      (line.payRates as Json[]).map((r) => [(r.amount as Json).value, r.toBePaid, r.toBeBilled]),
    ).toEqual([
      [23.4, true, false],
      [41.5, false, true],
    ]);
  });
  it('reads the official example', async () => {
    const { readExample } = await import('./support/official.ts');
    const fields = fieldsFromAssignment(readExample('Assignment-2.0.json'));
    expect(fields).toMatchObject({
      assignmentId: { value: '14b3fa 07e26', schemeAgencyId: 'Supplier' },
      worker: { name: '', ids: [{ value: '29b2b0713de', schemeAgencyId: 'Customer' }] },
      start: '2024-10-23',
      end: '2024-12-24',
      position: 'Afwasser',
      rates: [{ kind: 'hours', code: 'HT100', amount: 10, multiplier: 100 }],
      reference: '21f290 fd2d3',
      purchaseOrder: '485e00 1fc2c',
    });
    // 8 hours a week, over the five working days.
    expect(fields.schedule.days).toEqual([96, 96, 96, 96, 96, 0, 0]);
  });
});
