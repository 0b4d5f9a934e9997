// Placements from a spreadsheet (the columns are documented in the README, and the template below is
// what the Workbench offers for download). Headers may be in English or Dutch. A file with one bad row
// imports nothing: the first fault is reported with its row and column.

import { type Column, CsvError, readSheet } from '../text/csv.ts';
import { parseDecimal } from '../text/numbers.ts';
import { parseDay } from '../timecard/calendar.ts';
import { parseClock } from '../timecard/clock.ts';
import type { PlacementInput } from './input.ts';
import { type Rate, WEEKDAYS } from './placement.ts';

type Key =
  | 'worker'
  | 'personnelNumber'
  | 'customerWorkerNumber'
  | 'birthDate'
  | 'customer'
  | 'start'
  | 'end'
  | 'position'
  | 'hourRates'
  | 'allowanceRates'
  | 'billRates'
  | 'markupFactor'
  | 'hoursPerWeek'
  | 'workDays'
  | 'startTime'
  | 'breakMinutes'
  | 'assignmentNumber'
  | 'orderNumber'
  | 'reference'
  | 'purchaseOrder';

export const placementColumns: Column<Key>[] = [
  { key: 'worker', names: ['worker', 'medewerker'], required: true },
  { key: 'personnelNumber', names: ['personnel number', 'personeelsnummer'] },
  { key: 'customerWorkerNumber', names: ['worker number at customer', 'medewerkernummer klant'] },
  { key: 'birthDate', names: ['birth date', 'geboortedatum'] },
  { key: 'customer', names: ['customer', 'klant'], required: true },
  { key: 'start', names: ['start', 'startdatum'], required: true },
  { key: 'end', names: ['end', 'einddatum'] },
  { key: 'position', names: ['position', 'functie'] },
  { key: 'hourRates', names: ['hour rates', 'uurtarieven'], required: true },
  { key: 'allowanceRates', names: ['allowance rates', 'vergoedingen'] },
  { key: 'billRates', names: ['bill rates', 'tarieven klant'] },
  { key: 'markupFactor', names: ['markup factor', 'omrekenfactor'] },
  { key: 'hoursPerWeek', names: ['hours per week', 'uren per week'] },
  { key: 'workDays', names: ['work days', 'werkdagen'] },
  { key: 'startTime', names: ['start time', 'begintijd'] },
  { key: 'breakMinutes', names: ['break minutes', 'pauze minuten'] },
  { key: 'assignmentNumber', names: ['assignment number', 'opdrachtnummer'] },
  { key: 'orderNumber', names: ['order number', 'ordernummer'] },
  { key: 'reference', names: ['reference', 'referentie'] },
  { key: 'purchaseOrder', names: ['purchase order', 'inkoopordernummer'] },
];

/** The template offered for download: the header row and one example row, as Dutch Excel writes it. */
export function placementTemplate(language: 'nl' | 'en'): string {
  const header = placementColumns.map((c) => c.names[language === 'nl' ? 1 : 0]);
  const example = [
    'Jan de Vries',
    '1001',
    '',
    '14-03-1990',
    'Bakkerij Jansen',
    '02-11-2026',
    '',
    language === 'nl' ? 'Magazijnmedewerker' : 'Warehouse worker',
    'HT100=23,40 HT150=35,10',
    'KM=0,23',
    'HT100=41,50 HT150=62,25',
    '',
    '40',
    language === 'nl' ? 'ma-vr' : 'mon-fri',
    '08:00',
    '30',
    '',
    '',
    '',
    '',
  ];
  return `\uFEFF${header.join(';')}\r\n${example.join(';')}\r\n`;
}

const dayNames = [
  ['ma', 'mon', 'maandag', 'monday'],
  ['di', 'tue', 'dinsdag', 'tuesday'],
  ['wo', 'wed', 'woensdag', 'wednesday'],
  ['do', 'thu', 'donderdag', 'thursday'],
  ['vr', 'fri', 'vrijdag', 'friday'],
  ['za', 'sat', 'zaterdag', 'saturday'],
  ['zo', 'sun', 'zondag', 'sunday'],
];
const weekday = (word: string) => dayNames.findIndex((names) => names.includes(word.trim().toLowerCase()));

/** "ma-vr", "mon,wed,fri", "ma di do": the weekdays worked; undefined when a word is no weekday. */
export function parseWorkDays(text: string): boolean[] | undefined {
  const days = WEEKDAYS.map(() => false);
  for (const part of text.split(/[\s,;/]+/).filter(Boolean)) {
    const [from, to] = part.split(/[-–]/);
    const a = weekday(from ?? '');
    const b = to === undefined ? a : weekday(to);
    if (a < 0 || b < 0 || b < a) return undefined;
    for (let d = a; d <= b; d++) days[d] = true;
  }
  return days.some(Boolean) ? days : undefined;
}

/** "HT100=23,40 HT150=35,10": codes with their amounts; undefined when a part is not `CODE=amount`. */
export function parseRates(text: string, kind: Rate['kind']): Rate[] | undefined {
  const rates: Rate[] = [];
  for (const part of text.split(/[\s|]+/).filter(Boolean)) {
    const m = /^([^=:]+)[=:](.+)$/.exec(part);
    const amount = m ? parseDecimal(m[2] as string) : undefined;
    if (!m || amount === undefined || amount < 0) return undefined;
    rates.push({ kind, code: (m[1] as string).trim(), amount, toBeBilled: true, toBePaid: true });
  }
  return rates;
}

/** An amount times a factor, to the cent (half a cent up), without the float's 43.290000000000006. */
const marked = (amount: number, factor: number) =>
  Math.round((Math.round(amount * 100) * Math.round(factor * 10_000)) / 10_000) / 100;

/**
 * The rates with what the customer is billed: `tarieven klant` names bill rates by code ("HT100=41,50"),
 * `omrekenfactor` multiplies every hour rate without one (1,85: € 23,40 is billed € 43,29). Without
 * either a rate serves for both, as before.
 */
function billed(
  rates: Rate[],
  billText: string | undefined,
  factorText: string | undefined,
  fail: (key: Key, message: string) => never,
): Rate[] {
  const bills = billText ? parseRates(billText, 'hours') : [];
  if (!bills) return fail('billRates', `"${billText}" is not a list of rates (write HT100=41,50 KM=0,30)`);
  const factor = factorText ? parseDecimal(factorText) : undefined;
  if (factorText && (factor === undefined || factor <= 0 || factor > 10))
    fail('markupFactor', `"${factorText}" is not a factor (write 1,85)`);
  for (const b of bills)
    if (!rates.some((r) => r.code === b.code))
      fail('billRates', `${b.code} has no hour rate or allowance rate to bill it for`);
  return rates.map((r) => {
    const bill =
      bills.find((b) => b.code === r.code)?.amount ??
      (factor !== undefined && r.kind === 'hours' ? marked(r.amount, factor) : undefined);
    return bill === undefined || bill === r.amount ? r : { ...r, bill };
  });
}

/**
 * Placements as given in a spreadsheet's rows. `isCustomer` tells whether a name is a counterparty's;
 * throws CsvError for the first row that cannot be a placement.
 */
export function readPlacementSheet(
  text: string,
  isCustomer: (name: string) => string | undefined,
): { row: number; input: PlacementInput }[] {
  const sheet = readSheet(text, placementColumns);
  return sheet.rows.map(({ row, cells }) => {
    const fail = (key: Key, message: string): never => {
      throw new CsvError(row, sheet.where(key), message);
    };
    const need = (key: Key) => cells[key] ?? fail(key, 'this cell is required');
    const day = (key: Key) => {
      const t = cells[key];
      if (t === undefined) return undefined;
      return parseDay(t) ?? fail(key, `"${t}" is not a date (write it as 24-11-2026)`);
    };
    const customer = isCustomer(need('customer'));
    if (!customer)
      fail(
        'customer',
        `"${cells.customer}" is not a customer in the Workbench (add it under Customers first)`,
      );
    const start = day('start') ?? fail('start', 'this cell is required');
    const end = day('end');
    if (end !== undefined && end < start) fail('end', 'the placement ends before it starts');
    const hourRates = parseRates(need('hourRates'), 'hours');
    if (!hourRates || hourRates.length === 0)
      fail('hourRates', `"${cells.hourRates}" is not a list of rates (write HT100=23,40 HT150=35,10)`);
    const allowanceRates = cells.allowanceRates ? parseRates(cells.allowanceRates, 'allowance') : [];
    if (!allowanceRates)
      fail('allowanceRates', `"${cells.allowanceRates}" is not a list of rates (write KM=0,23)`);
    const rates = billed(
      [...(hourRates as Rate[]), ...(allowanceRates as Rate[])],
      cells.billRates,
      cells.markupFactor,
      fail,
    );
    const worked = cells.workDays ? parseWorkDays(cells.workDays) : WEEKDAYS.map((_, d) => d < 5);
    if (!worked) fail('workDays', `"${cells.workDays}" are not weekdays (write ma-vr, or ma,di,do)`);
    const perWeek = cells.hoursPerWeek ? parseDecimal(cells.hoursPerWeek) : undefined;
    if (cells.hoursPerWeek && (perWeek === undefined || perWeek < 0 || perWeek > 24 * 7))
      fail('hoursPerWeek', `"${cells.hoursPerWeek}" is not a number of hours`);
    const dayCount = (worked as boolean[]).filter(Boolean).length;
    const perDay = perWeek === undefined ? 0 : Math.round((perWeek * 60) / dayCount);
    const startTime = cells.startTime ? parseClock(cells.startTime) : undefined;
    if (cells.startTime && startTime === undefined)
      fail('startTime', `"${cells.startTime}" is not a time of day (write 08:00)`);
    const pause = cells.breakMinutes ? parseDecimal(cells.breakMinutes) : undefined;
    if (cells.breakMinutes && (pause === undefined || pause < 0 || pause > 240 || !Number.isInteger(pause)))
      fail('breakMinutes', `"${cells.breakMinutes}" is not a number of minutes`);
    const input: PlacementInput = {
      workerName: need('worker'),
      personnelNumber: cells.personnelNumber,
      customerWorkerNumber: cells.customerWorkerNumber,
      birthDate: day('birthDate'),
      counterparty: customer as string,
      start,
      end,
      position: cells.position,
      rates,
      schedule: {
        days: (worked as boolean[]).map((w) => (w ? perDay : 0)),
        ...(startTime !== undefined ? { start: startTime } : {}),
        ...(pause !== undefined ? { breakMinutes: pause } : {}),
      },
      assignmentNumber: cells.assignmentNumber,
      orderNumber: cells.orderNumber,
      reference: cells.reference,
      purchaseOrder: cells.purchaseOrder,
    };
    return { row, input };
  });
}
