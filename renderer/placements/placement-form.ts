// The placement form's model: its fields as typed, made from a placement or a received order, read
// back into what the API takes (or the problems by field), and the server's problems in its words.
import type { OrderPrefill } from '../../shared/api/placement-types.ts';
import type { PlacementInput } from '../../shared/placement/input.ts';
import type { Rate } from '../../shared/placement/placement.ts';
import { formatClock, parseClock } from '../../shared/timecard/clock.ts';
import { parseHours } from '../../shared/timecard/hours.ts';
import type { ApiError } from '../api/client.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import type { Translate, useFormats } from '../i18n/intl.tsx';
import { type RateText, ratesOf, rateTexts } from './rates-editor.tsx';

export type Field = keyof PlacementInput;

export interface FormState {
  workerName: string;
  personnelNumber: string;
  customerWorkerNumber: string;
  birthDate: string;
  counterparty: string;
  start: string;
  end: string;
  position: string;
  rates: RateText[];
  days: string[];
  startTime: string;
  breakMinutes: string;
  assignmentNumber: string;
  orderNumber: string;
  reference: string;
  purchaseOrder: string;
}

// Any Monday: the weekdays' names come from Intl, in the clerk's language.
export const A_MONDAY = '2026-11-23';
const NORMAL_HOURS: Rate = {
  kind: 'hours',
  code: 'HT100',
  amount: 0,
  multiplier: 100,
  toBeBilled: true,
  toBePaid: true,
};

export function stateOf(input: PlacementInput | undefined, f: ReturnType<typeof useFormats>): FormState {
  const rates = input?.rates ?? [];
  // An order may name no hour rate: the form offers normal hours to fill in.
  return {
    workerName: input?.workerName ?? '',
    personnelNumber: input?.personnelNumber ?? '',
    customerWorkerNumber: input?.customerWorkerNumber ?? '',
    birthDate: input?.birthDate ?? '',
    counterparty: input?.counterparty ?? '',
    start: input?.start ?? '',
    end: input?.end ?? '',
    position: input?.position ?? '',
    rates: rateTexts(rates.some((r) => r.kind === 'hours') ? rates : [NORMAL_HOURS, ...rates], f.number),
    days: (input?.schedule.days ?? [480, 480, 480, 480, 480, 0, 0]).map((m) => f.hours(m)),
    startTime: input?.schedule.start === undefined ? '' : formatClock(input.schedule.start),
    breakMinutes: input?.schedule.breakMinutes === undefined ? '' : String(input.schedule.breakMinutes),
    assignmentNumber: input?.assignmentNumber ?? '',
    orderNumber: input?.orderNumber ?? '',
    reference: input?.reference ?? '',
    purchaseOrder: input?.purchaseOrder ?? '',
  };
}

/** The placement as the API takes it, or the problems by field. */
export function inputFrom(
  s: FormState,
  t: Translate,
): { input?: PlacementInput; problems: Partial<Record<Field, string>> } {
  const problems: Partial<Record<Field, string>> = {};
  const { rates, bad } = ratesOf(s.rates);
  if (bad !== undefined) problems.rates = t('week.badAmount', { text: bad });
  const days = s.days.map((d) => parseHours(d));
  const wrong = s.days.find((_, i) => days[i] === undefined);
  if (wrong !== undefined) problems.schedule = t('week.badHours', { text: wrong });
  const start = s.startTime ? parseClock(s.startTime) : undefined;
  const pause = s.breakMinutes.trim() === '' ? undefined : Number(s.breakMinutes);
  if (pause !== undefined && !(Number.isInteger(pause) && pause >= 0 && pause <= 240))
    problems.schedule = t('week.badHours', { text: s.breakMinutes });
  if (Object.keys(problems).length > 0) return { problems };
  const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
  return {
    problems,
    input: {
      workerName: s.workerName,
      personnelNumber: text(s.personnelNumber),
      customerWorkerNumber: text(s.customerWorkerNumber),
      // Empty removes a birth date given before.
      birthDate: s.birthDate,
      counterparty: s.counterparty,
      start: s.start,
      end: text(s.end),
      position: text(s.position),
      rates,
      schedule: {
        days: days as number[],
        ...(start !== undefined ? { start } : {}),
        ...(pause !== undefined ? { breakMinutes: pause } : {}),
      },
      assignmentNumber: text(s.assignmentNumber),
      orderNumber: text(s.orderNumber),
      reference: text(s.reference),
      purchaseOrder: text(s.purchaseOrder),
    },
  };
}

const fieldLabels: Partial<Record<Field, MessageKey>> = {
  workerName: 'placement.workerName',
  counterparty: 'placement.counterparty',
  start: 'placement.start',
  end: 'placement.end',
  rates: 'placement.hourRates',
};

/** The server's problems (`/workerName`, code `required`) in the form's words. */
export function serverProblems(e: ApiError, t: Translate): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const issue of e.issues) {
    const field = issue.path.slice(1) as Field;
    const label = fieldLabels[field];
    const key = `placement.problem.${issue.code}` as MessageKey;
    out[field] = label ? t(key, { field: t(label) }) : issue.message;
  }
  return out;
}

/** The form opened on a received order: its schedule where it gives one, else the form's own. */
export function orderState(prefill: OrderPrefill, f: ReturnType<typeof useFormats>): FormState {
  const { schedule, ...input } = prefill.input;
  return stateOf(
    schedule.days.some((m) => m > 0)
      ? prefill.input
      : { ...input, schedule: { days: [480, 480, 480, 480, 480, 0, 0] } },
    f,
  );
}
