// Reading and changing the members of an allowance line the allowance editor shows: type, date,
// quantity, amount (the first pay rate), note and receipt. Every other member stays as it is.
import { isDay } from '../../shared/calendar.ts';
import { isObject, type Json, newLineId, objectAt, withMember } from '../../shared/timecard/lines.ts';

export function newAllowance(body: Json, day: string): Json {
  return { id: newLineId(body), typeCode: { value: '' }, period: { datePeriod: { start: day } } };
}

export interface AllowanceFields {
  type: string;
  date: string;
  quantity?: number;
  amount?: number;
  currency: string;
  toBeBilled: boolean;
  toBePaid: boolean;
  note: string;
  attachment: Json;
}

const numberAt = (value: unknown) => (typeof value === 'number' ? value : undefined);
const textAt = (value: unknown) => (typeof value === 'string' ? value : '');

function firstRate(line: Json): Json {
  const rates = line.payRates;
  return Array.isArray(rates) && isObject(rates[0]) ? rates[0] : {};
}

export function readAllowance(line: Json): AllowanceFields {
  const rate = firstRate(line);
  const amount = objectAt(rate, 'amount');
  const currency = objectAt(amount, 'currency').value;
  return {
    type: textAt(objectAt(line, 'typeCode').value),
    date: textAt(objectAt(objectAt(line, 'period'), 'datePeriod').start),
    quantity: numberAt(objectAt(line, 'quantity').value),
    amount: numberAt(amount.value),
    // A new amount is in euros until the user says otherwise.
    currency: typeof currency === 'string' ? currency : 'EUR',
    toBeBilled: rate.toBeBilled !== false,
    toBePaid: rate.toBePaid !== false,
    note: textAt(objectAt(line, 'comment').note),
    attachment: objectAt(line, 'attachment'),
  };
}

export const setType = (line: Json, type: string) =>
  withMember(line, 'typeCode', { ...objectAt(line, 'typeCode'), value: type });

/** The allowance's date is the start of its period; without a date the period goes (it needs a start). */
export function setDate(line: Json, day: string): Json {
  if (!isDay(day)) return withMember(line, 'period', undefined);
  const period = objectAt(line, 'period');
  return withMember(line, 'period', {
    ...period,
    datePeriod: { ...objectAt(period, 'datePeriod'), start: day },
  });
}

export const setQuantity = (line: Json, quantity: number | undefined) =>
  withMember(
    line,
    'quantity',
    quantity === undefined ? undefined : { ...objectAt(line, 'quantity'), value: quantity },
  );

/** The first pay rate's amount and flags; the rate goes with its amount (the schema requires one). */
export function setRate(
  line: Json,
  change: { amount?: number; currency: string; toBeBilled: boolean; toBePaid: boolean },
): Json {
  const rates = Array.isArray(line.payRates) ? line.payRates.slice(1) : [];
  if (change.amount === undefined) return withMember(line, 'payRates', rates.length > 0 ? rates : undefined);
  const rate = firstRate(line);
  const amount = objectAt(rate, 'amount');
  const first = {
    ...rate,
    amount: {
      ...amount,
      value: change.amount,
      currency: { ...objectAt(amount, 'currency'), value: change.currency },
    },
    toBeBilled: change.toBeBilled,
    toBePaid: change.toBePaid,
  };
  return withMember(line, 'payRates', [first, ...rates]);
}

export const setNote = (line: Json, note: string) =>
  withMember(line, 'comment', note === '' ? undefined : { ...objectAt(line, 'comment'), note });

/** The receipt: a URL of a stored file, or none. */
export const setReceipt = (line: Json, url: string | undefined) =>
  withMember(line, 'attachment', url === undefined ? undefined : { url });
