// What of a timecard is invoiced: its hours per type and day and its allowances, read from a SETU
// Timecard however it was made (the week page, the message editor, a customer's system). Two revisions
// that bill the same read the same, so `cardKey` tells a change that matters from one that does not.
import { isoWeekOf } from '../timecard/calendar.ts';
import { isObject, type Json, objectAt } from '../timecard/lines.ts';
import { readLine } from '../timecard/time-lines.ts';

export interface CardHours {
  code: string;
  day: string;
  minutes: number;
}

export interface CardAllowance {
  /** The line's id. */
  id: string;
  code: string;
  date: string;
  quantity?: number;
  /** Euros per unit (with a quantity) or in all, as the line states it. */
  amount?: number;
  /** False where the line says it is not billed to the customer. */
  billed: boolean;
  /** The receipt's attachment id, where the line refers to a file stored in the Workbench. */
  receipt?: string;
  note?: string;
}

export interface CardContent {
  /** The timecard's number (its documentId's value). */
  number: string;
  /** The Assignment it reports on (`staffingIds.assignmentId`). */
  assignment: string;
  /** The ISO week its period starts in. */
  week: string;
  hours: CardHours[];
  allowances: CardAllowance[];
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The billable content of a Timecard body; undefined for one without an assignment or a period. */
export function readCard(body: Json): CardContent | undefined {
  const assignment = text(objectAt(objectAt(body, 'staffingIds'), 'assignmentId').value);
  const start = text(objectAt(objectAt(body, 'period'), 'datePeriod').start);
  if (!assignment || !start || !/^\d{4}-\d{2}-\d{2}$/.test(start)) return undefined;
  const hours = new Map<string, CardHours>();
  for (const line of Array.isArray(body.timeInterval) ? body.timeInterval : []) {
    const placed = readLine(line);
    if (!placed || placed.minutes === 0) continue;
    const key = `${placed.code}\u0000${placed.day}`;
    const cell = hours.get(key) ?? { code: placed.code, day: placed.day, minutes: 0 };
    cell.minutes += placed.minutes;
    hours.set(key, cell);
  }
  const allowances: CardAllowance[] = [];
  for (const line of Array.isArray(body.allowance) ? body.allowance : []) {
    if (!isObject(line)) continue;
    const code = text(objectAt(line, 'typeCode').value);
    if (!code) continue;
    const rates = (Array.isArray(line.payRates) ? line.payRates : []).filter(isObject);
    // Where pay and bill are stated apart, the customer's is the billed one.
    const rate = rates.find((r) => r.toBeBilled !== false) ?? rates[0];
    const amount = objectAt(rate, 'amount').value;
    const quantity = objectAt(line, 'quantity').value;
    const url = text(objectAt(line, 'attachment').url);
    const receipt = url ? /^\/attachment\/([0-9a-f-]{36})$/.exec(url)?.[1] : undefined;
    const note = text(objectAt(line, 'comment').note);
    allowances.push({
      id: String(objectAt(line, 'id').value ?? ''),
      code,
      date: text(objectAt(objectAt(line, 'period'), 'datePeriod').start) ?? start,
      ...(typeof quantity === 'number' ? { quantity } : {}),
      ...(typeof amount === 'number' ? { amount } : {}),
      billed: rates.length === 0 || rates.some((r) => r.toBeBilled !== false),
      ...(receipt ? { receipt } : {}),
      ...(note ? { note } : {}),
    });
  }
  const byKey = (a: CardHours, b: CardHours) => a.day.localeCompare(b.day) || a.code.localeCompare(b.code);
  return {
    number: text(objectAt(body, 'documentId').value) ?? '',
    assignment,
    week: isoWeekOf(start),
    hours: [...hours.values()].sort(byKey),
    allowances: allowances.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id)),
  };
}

/** What a card bills, as one string: equal for two revisions that bill the same. */
export const cardKey = (c: Pick<CardContent, 'hours' | 'allowances'>) =>
  JSON.stringify([c.hours, c.allowances.map(({ note: _, ...billed }) => billed)]);
