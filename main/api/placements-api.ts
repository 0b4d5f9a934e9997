// /api/agency (My agency), /api/types (names of hour and allowance types), /api/placements (list,
// add, edit, delete, end, withdraw, the spreadsheet template, its preview and import, and a placement
// from a received order) and /api/weeks (the week page). The work itself is in main/placements/; these
// handlers check what comes in and answer what the contract says.

import type { Query } from '../../shared/api/contract.ts';
import type { ImportChoice } from '../../shared/api/placement-types.ts';
import type { TypeName } from '../../shared/api/types.ts';
import { setuCodes } from '../../shared/messages/setu-types.ts';
import type { Agency } from '../../shared/parties/agency.ts';
import { readAgency } from '../../shared/parties/organisation-input.ts';
import { placementTemplate } from '../../shared/placement/csv.ts';
import type { PlacementInput } from '../../shared/placement/input.ts';
import type { Rate } from '../../shared/placement/placement.ts';
import { CsvError } from '../../shared/text/csv.ts';
import { today } from '../../shared/timecard/calendar.ts';
import type { DayTimes } from '../../shared/timecard/clock.ts';
import type { AllowanceEntry } from '../../shared/timecard/week-card.ts';
import { deletePlacement, endPlacement, withdrawPlacement } from '../placements/ending.ts';
import { orderPrefill, type StoredOrder } from '../placements/order.ts';
import { catchUp } from '../placements/projection.ts';
import { requirePlacement, savePlacement, view } from '../placements/service.ts';
import { importSheet, previewSheet } from '../placements/sheet-import.ts';
import { checkRow, previousWeek, queueWeek, saveRow, weekView } from '../placements/week.ts';
import { badRequest, notFound } from '../server/http-error.ts';
import { type ApiCtx, collectionOf } from './context.ts';
import { MiB, pageOf } from './http.ts';
import {
  array,
  inLanguage,
  number,
  object,
  oneOf,
  optional,
  type Parser,
  paging,
  param,
  readBy,
  record,
  text as textMember,
  withDefault,
  worded,
} from './request-shape.ts';
import { created, type RouteTable, SENT } from './routes.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function agency(input: unknown): Agency {
  const { value, problems } = readAgency(input);
  if (problems.length > 0)
    throw badRequest(
      'agency',
      problems[0]?.message ?? 'My agency is not valid.',
      problems.map((p) => ({ path: `/${p.field.replace('.', '/')}`, code: 'agency', message: p.message })),
    );
  return value;
}

function typeNames(list: unknown): TypeName[] {
  if (!Array.isArray(list)) throw badRequest('shape', 'Send the list of types as a JSON array.');
  const seen = new Set<string>();
  return list.map((t, i) => {
    const ok =
      isRecord(t) &&
      (t.kind === 'hours' || t.kind === 'allowance') &&
      [t.code, t.nl, t.en].every((s) => typeof s === 'string' && s.length <= 100) &&
      String(t.code).trim() !== '';
    if (!ok)
      throw badRequest('types', `Type ${i + 1} needs a kind (hours or allowance), a code and two names.`);
    const key = `${t.kind} ${String(t.code).trim()}`;
    if (seen.has(key)) throw badRequest('types', `Code ${String(t.code).trim()} is listed twice.`);
    seen.add(key);
    const setu = t.setu === undefined || t.setu === null || t.setu === '' ? undefined : t.setu;
    if (setu !== undefined && !setuCodes(t.kind as TypeName['kind']).some((c) => c.code === setu))
      throw badRequest('types', `Type ${i + 1}: "${String(setu)}" is not in SETU's list for its kind.`);
    const vat = t.vat === undefined || t.vat === null ? undefined : t.vat;
    if (vat !== undefined && !(typeof vat === 'number' && vat >= 0 && vat <= 100))
      throw badRequest('types', `Type ${i + 1}: the VAT must be a percentage from 0 to 100.`);
    const percent = t.percent === undefined || t.percent === null ? undefined : t.percent;
    if (percent !== undefined && !(typeof percent === 'number' && percent > 0 && percent <= 1000))
      throw badRequest(
        'types',
        `Type ${i + 1}: the rate's percentage must be a number above 0, at most 1000.`,
      );
    return {
      kind: t.kind,
      code: String(t.code).trim(),
      nl: String(t.nl).trim(),
      en: String(t.en).trim(),
      ...(setu !== undefined ? { setu } : {}),
      ...(vat !== undefined ? { vat } : {}),
      ...(percent !== undefined ? { percent } : {}),
    } as TypeName;
  });
}

const text = (v: unknown, what: string, max = 200): string | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || v.length > max) throw badRequest('placement', `${what} must be text.`);
  return v;
};

const day = (v: unknown, what: string): string | undefined => {
  const t = text(v, what);
  if (t !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(t))
    throw badRequest('placement', `${what} must be a date.`);
  return t;
};

function rates(value: unknown): Rate[] {
  if (!Array.isArray(value)) throw badRequest('placement', 'rates must be a list.');
  return value.map((r, i) => {
    const num = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
    if (
      !isRecord(r) ||
      (r.kind !== 'hours' && r.kind !== 'allowance') ||
      typeof r.code !== 'string' ||
      r.code.trim() === '' ||
      !num(r.amount) ||
      (r.bill !== undefined && r.bill !== null && !num(r.bill)) ||
      (r.multiplier !== undefined && !num(r.multiplier))
    )
      throw badRequest('placement', `Rate ${i + 1} needs a kind, a code and an amount.`);
    return {
      kind: r.kind,
      code: r.code.trim(),
      ...(typeof r.name === 'string' && r.name.trim() ? { name: r.name.trim() } : {}),
      amount: r.amount as number,
      ...(typeof r.bill === 'number' ? { bill: r.bill } : {}),
      ...(r.multiplier !== undefined ? { multiplier: r.multiplier as number } : {}),
      toBeBilled: r.toBeBilled !== false,
      toBePaid: r.toBePaid !== false,
    };
  });
}

/** A received StaffingOrder, as the route or the placement names it; 400 for anything else. */
function storedOrder(ctx: ApiCtx, collection: string, id: string): StoredOrder {
  const { family, endpoint } = collectionOf(collection);
  const resource = ctx.store.get(endpoint.path, id);
  if (family.name !== 'StaffingOrder' || !resource || resource.deleted)
    throw badRequest('order', 'The order to place someone on is not a staffing order the Workbench holds.');
  return { collection: resource.collection, id: resource.id, owner: resource.owner, body: resource.body };
}

function orderOf(value: unknown): PlacementInput['order'] {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value) || typeof value.collection !== 'string' || typeof value.id !== 'string')
    throw badRequest('placement', 'order must name a stored message by collection and id.');
  return { collection: value.collection, id: value.id };
}

/** A placement as the form sends it, with each member checked for its kind. */
function placementInput(value: unknown): PlacementInput {
  if (!isRecord(value)) throw badRequest('shape', 'The body must be a JSON object.');
  const b = value;
  const order = orderOf(b.order);
  const schedule = isRecord(b.schedule) ? b.schedule : {};
  const days = schedule.days;
  const minutes = (v: unknown) => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 1440;
  if (!Array.isArray(days) || days.length !== 7 || !days.every(minutes))
    throw badRequest('placement', 'schedule.days must give the minutes of each weekday, Monday first.');
  for (const k of ['start', 'breakMinutes'] as const)
    if (schedule[k] !== undefined && !minutes(schedule[k]))
      throw badRequest('placement', `schedule.${k} must be minutes.`);
  const input: PlacementInput = {
    workerName: text(b.workerName, 'workerName') ?? '',
    personnelNumber: text(b.personnelNumber, 'personnelNumber'),
    customerWorkerNumber: text(b.customerWorkerNumber, 'customerWorkerNumber'),
    // Empty removes the birth date; absent keeps the one known.
    birthDate: b.birthDate === '' ? '' : day(b.birthDate, 'birthDate'),
    counterparty: text(b.counterparty, 'counterparty') ?? '',
    ...(order ? { order } : {}),
    start: day(b.start, 'start') ?? '',
    end: day(b.end, 'end'),
    position: text(b.position, 'position'),
    rates: rates(b.rates),
    schedule: {
      days: days as number[],
      ...(schedule.start !== undefined ? { start: schedule.start as number } : {}),
      ...(schedule.breakMinutes !== undefined ? { breakMinutes: schedule.breakMinutes as number } : {}),
    },
    assignmentNumber: text(b.assignmentNumber, 'assignmentNumber', 100),
    orderNumber: text(b.orderNumber, 'orderNumber', 100),
    reference: text(b.reference, 'reference'),
    purchaseOrder: text(b.purchaseOrder, 'purchaseOrder'),
  };
  return input;
}

/** Saves a placement; the order it fills (if any) must be a received StaffingOrder. */
function save(ctx: ApiCtx, input: PlacementInput, id?: string) {
  const order = input.order && storedOrder(ctx, input.order.collection, input.order.id);
  return savePlacement(ctx.desk, input, id, { order: order?.body });
}

const queryDay = optional((value, at) => {
  if (!(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)))
    throw badRequest('query', `${at} must be a date (YYYY-MM-DD).`);
  return value;
});

function list(ctx: ApiCtx, { q, customer, from, to, ended, ...query }: Query<'GET /placements'>) {
  catchUp(ctx.desk);
  const page = ctx.desk.placements.list({
    text: q,
    counterparty: customer,
    from,
    to,
    ended: ended ?? 'exclude',
    today: today(),
    ...pageOf(query),
  });
  const items = page.items.map((p) => view(ctx.desk, p));
  return page.next ? { items, next: page.next } : { items };
}

function template(ctx: ApiCtx, language: 'nl' | 'en'): typeof SENT {
  const body = Buffer.from(placementTemplate(language), 'utf8');
  const name = language === 'nl' ? 'plaatsingen.csv' : 'placements.csv';
  ctx.res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  ctx.res.end(body);
  return SENT;
}

/** A spreadsheet as text (the renderer decodes the file as the CLI does: shared/text/csv.ts). */
const sheetText = worded(textMember, 'shape', "Send the spreadsheet's text as text.");
const SHEET_LIMIT = 12 * MiB;

function choicesOf(value: unknown): ImportChoice[] {
  if (!Array.isArray(value)) throw badRequest('choices', 'choices must be a list, one per row chosen.');
  return value.map((c) => {
    if (
      !isRecord(c) ||
      !Number.isInteger(c.row) ||
      !['add', 'update', 'skip'].includes(c.action as string) ||
      (c.placement !== undefined && typeof c.placement !== 'string')
    )
      throw badRequest(
        'choices',
        'Each choice names its row and says add, update (with a placement) or skip.',
      );
    return {
      row: c.row as number,
      action: c.action as ImportChoice['action'],
      ...(typeof c.placement === 'string' ? { placement: c.placement } : {}),
    };
  });
}

/** Runs a spreadsheet step; a bad row is a 400 that names it, as the import has always said. */
function sheetStep<T>(step: () => T): T {
  try {
    return step();
  } catch (e) {
    if (e instanceof CsvError)
      throw badRequest('invalid-sheet', e.message, [
        { path: `/rows/${e.row}${e.column ? `/${e.column}` : ''}`, code: 'cell', message: e.message },
      ]);
    throw e;
  }
}

const LAST_DAY_WORDS = 'Give the last day worked (YYYY-MM-DD).';

function previous(ctx: ApiCtx, week: string, placement: string) {
  const found = previousWeek(ctx.desk, week, placement);
  if (!found) throw notFound('This placement has no earlier timecard.');
  return found;
}

const placementBody = { parse: readBy(placementInput) };

const dayTimes: Parser<DayTimes> = object({ start: optional(number), breakMinutes: optional(number) });
const allowance: Parser<AllowanceEntry> = object({
  id: withDefault(textMember, () => ''),
  code: textMember,
  date: textMember,
  quantity: optional(number),
  amount: optional(number),
  receipt: optional(textMember),
  note: optional(textMember),
});

/** A week row's shape; what its numbers and days must be is checkRow's to say (placements/week.ts). */
const weekRow = worded(
  object({
    hours: withDefault(record(record(number)), () => ({})),
    times: withDefault(record(dayTimes), () => ({})),
    allowances: withDefault(array(allowance), () => []),
  }),
  'row',
  'The row must be an object with hours, times and allowances.',
);

export const placementRoutes = {
  'GET /agency': (ctx) => ctx.desk.settings.agency(),
  'PUT /agency': {
    body: { parse: readBy(agency) },
    handle: (ctx, { body }) => ctx.desk.settings.setAgency(body),
  },
  'GET /types': (ctx) => ctx.desk.settings.typeNames(),
  'PUT /types': {
    body: { parse: readBy(typeNames), value: true },
    handle: (ctx, { body }) => ctx.desk.settings.setTypeNames(body),
  },

  'GET /placements': {
    query: {
      ...paging,
      q: param,
      customer: param,
      from: queryDay,
      to: queryDay,
      ended: optional(
        worded(oneOf('exclude', 'include', 'only'), 'query', 'ended must be exclude, include or only.'),
      ),
    },
    handle: (ctx, { query }) => list(ctx, query),
  },
  'POST /placements': {
    body: placementBody,
    handle: (ctx, { body }) => created(save(ctx, body)),
  },
  'GET /placements/template': {
    query: inLanguage,
    handle: (ctx, { query }) => template(ctx, query.language ?? 'nl'),
  },
  'POST /placements/import/preview': {
    body: { parse: object({ text: sheetText }), limit: SHEET_LIMIT },
    handle: (ctx, { body: { text } }) => sheetStep(() => previewSheet(ctx.desk, text)),
  },
  'POST /placements/import': {
    body: { parse: object({ text: sheetText, choices: readBy(choicesOf) }), limit: SHEET_LIMIT },
    handle: (ctx, { body: { text, choices } }) => sheetStep(() => importSheet(ctx.desk, text, choices)),
  },
  'GET /placements/from-order/*collection/:id': (ctx, { params: { collection, id } }) =>
    orderPrefill(ctx.desk, storedOrder(ctx, collection, id)),
  'GET /placements/:id': (ctx, { params: { id } }) => {
    catchUp(ctx.desk);
    return view(ctx.desk, requirePlacement(ctx.desk, id));
  },
  'PUT /placements/:id': {
    body: placementBody,
    handle: (ctx, { params: { id }, body }) => save(ctx, body, id),
  },
  'DELETE /placements/:id': (ctx, { params: { id } }) => {
    deletePlacement(ctx.desk, id);
    return undefined;
  },
  'POST /placements/:id/end': {
    body: { parse: object({ lastDay: readBy((v) => day(v, 'lastDay') ?? '') }) },
    handle: (ctx, { params: { id }, body: { lastDay } }) => {
      if (!lastDay) throw badRequest('lastDay', LAST_DAY_WORDS);
      return endPlacement(ctx.desk, id, lastDay);
    },
  },
  'POST /placements/:id/withdraw': (ctx, { params: { id } }) => withdrawPlacement(ctx.desk, id),

  'GET /weeks/:week': {
    query: { customer: param },
    handle: (ctx, { params: { week }, query }) => weekView(ctx.desk, week, query.customer),
  },
  'PUT /weeks/:week/rows/:placement': {
    body: { parse: weekRow },
    handle: (ctx, { params: { week, placement }, body }) =>
      saveRow(ctx.desk, week, placement, checkRow(body, week)),
  },
  'GET /weeks/:week/rows/:placement/previous': (ctx, { params: { week, placement } }) =>
    previous(ctx, week, placement),
  'POST /weeks/:week/queue': {
    body: {
      parse: object({
        placements: optional(
          worded(array(textMember), 'placements', 'placements must be a list of placement ids.'),
        ),
      }),
      optional: true,
    },
    handle: (ctx, { params: { week }, body }) => queueWeek(ctx.desk, week, body.placements),
  },
} satisfies Partial<RouteTable>;
