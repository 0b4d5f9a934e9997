// Reading and changing the members of a timecard's allowance line that the allowance editor shows:
// type, date, quantity, amount (the first pay rate, with its currency and whom it is for), note and
// receipt. Every other member stays as it is.
import { isDay } from '../../shared/timecard/calendar.ts';
import { isObject, type Json, newLineId, objectAt, withMember } from '../../shared/timecard/lines.ts';
import type { AllowanceChange, AllowanceFields, RateTerms } from '../hours/allowance-fields.ts';

export function newAllowance(body: Json, day: string): Json {
  return { id: newLineId(body), typeCode: { value: '' }, period: { datePeriod: { start: day } } };
}

const numberAt = (value: unknown) => (typeof value === 'number' ? value : undefined);
const textAt = (value: unknown) => (typeof value === 'string' ? value : '');

function firstRate(line: Json): Json {
  const rates = line.payRates;
  return Array.isArray(rates) && isObject(rates[0]) ? rates[0] : {};
}

export function readAllowance(line: Json): AllowanceFields & { rate: RateTerms } {
  const rate = firstRate(line);
  const amount = objectAt(rate, 'amount');
  const currency = objectAt(amount, 'currency').value;
  return {
    type: textAt(objectAt(line, 'typeCode').value),
    date: textAt(objectAt(objectAt(line, 'period'), 'datePeriod').start),
    quantity: numberAt(objectAt(line, 'quantity').value),
    amount: numberAt(amount.value),
    rate: {
      // A new amount is in euros until the user says otherwise.
      currency: typeof currency === 'string' ? currency : 'EUR',
      toBeBilled: rate.toBeBilled !== false,
      toBePaid: rate.toBePaid !== false,
    },
    note: textAt(objectAt(line, 'comment').note),
    receipt: objectAt(line, 'attachment'),
  };
}

const setType = (line: Json, type: string) =>
  withMember(line, 'typeCode', { ...objectAt(line, 'typeCode'), value: type });

/** The allowance's date is the start of its period; without a date the period goes (it needs a start). */
function setDate(line: Json, day: string): Json {
  if (!isDay(day)) return withMember(line, 'period', undefined);
  const period = objectAt(line, 'period');
  return withMember(line, 'period', {
    ...period,
    datePeriod: { ...objectAt(period, 'datePeriod'), start: day },
  });
}

const setQuantity = (line: Json, quantity: number | undefined) =>
  withMember(
    line,
    'quantity',
    quantity === undefined ? undefined : { ...objectAt(line, 'quantity'), value: quantity },
  );

/** The first pay rate's amount and flags; the rate goes with its amount (the schema requires one). */
function setRate(line: Json, change: RateTerms & { amount?: number }): Json {
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

const setNote = (line: Json, note: string) =>
  withMember(line, 'comment', note === '' ? undefined : { ...objectAt(line, 'comment'), note });

/** The receipt: a URL of a stored file, or none. */
const setReceipt = (line: Json, url: string | undefined) =>
  withMember(line, 'attachment', url === undefined ? undefined : { url });

/** The line with one field changed as the editor says. */
export function changeAllowance(line: Json, change: AllowanceChange): Json {
  const { amount, rate } = readAllowance(line);
  switch (change.field) {
    case 'type':
      return setType(line, change.value);
    case 'date':
      return setDate(line, change.value);
    case 'quantity':
      return setQuantity(line, change.value);
    case 'amount':
      return setRate(line, { ...rate, amount: change.value });
    case 'rate':
      return setRate(line, { ...change.value, amount });
    case 'note':
      return setNote(line, change.value);
    case 'receipt':
      return setReceipt(line, change.value);
  }
}
