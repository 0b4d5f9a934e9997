// /api/agency (My agency), /api/types (names of hour and allowance types), /api/placements (list,
// add, edit, delete, end, withdraw, the spreadsheet template, its preview and import, and a placement
// from a received order) and /api/weeks (the week page). The work itself is in main/placements/; these
// handlers check what comes in and answer what the contract says.
import type { Agency } from '../../shared/agency.ts';
import type { ImportChoice } from '../../shared/api/placement-types.ts';
import type { TypeName } from '../../shared/api/types.ts';
import { today } from '../../shared/calendar.ts';
import { CsvError } from '../../shared/csv.ts';
import { readAgency } from '../../shared/organisation-input.ts';
import type { Rate } from '../../shared/placement.ts';
import { placementTemplate } from '../../shared/placement-csv.ts';
import type { PlacementInput } from '../../shared/placement-input.ts';
import { setuCodes } from '../../shared/setu-types.ts';
import { deletePlacement, endPlacement, withdrawPlacement } from '../placements/ending.ts';
import { orderPrefill, type StoredOrder } from '../placements/order.ts';
import { catchUp } from '../placements/projection.ts';
import { requirePlacement, savePlacement, view } from '../placements/service.ts';
import { importSheet, previewSheet } from '../placements/sheet-import.ts';
import { checkRow, previousWeek, queueWeek, saveRow, weekView } from '../placements/week.ts';
import { badRequest, notFound } from '../server/http-error.ts';
import { type ApiCtx, collectionOf } from './context.ts';
import { MiB, pageQuery, parseBody, readJsonObject, readText } from './http.ts';
import { created, type RouteTable, SENT } from './routes.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

function agency(input: Record<string, unknown>): Agency {
  const { value, problems } = readAgency(input);
  if (problems.length > 0)
    throw badRequest(
      'agency',
      problems[0]?.message ?? 'My agency is not valid.',
      problems.map((p) => ({ path: `/${p.field.replace('.', '/')}`, code: 'agency', message: p.message })),
    );
  return value;
}

async function typeNames(ctx: ApiCtx): Promise<TypeName[]> {
  const list = parseBody(await readText(ctx.req, MiB));
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

function orderOf(ctx: ApiCtx, value: unknown): StoredOrder | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isRecord(value) || typeof value.collection !== 'string' || typeof value.id !== 'string')
    throw badRequest('placement', 'order must name a stored message by collection and id.');
  return storedOrder(ctx, value.collection, value.id);
}

/** A placement as the form sends it, with each member checked for its kind, and the order it fills. */
async function placementInput(ctx: ApiCtx): Promise<{ input: PlacementInput; order?: StoredOrder }> {
  const b = await readJsonObject(ctx.req);
  const order = orderOf(ctx, b.order);
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
    ...(order ? { order: { collection: order.collection, id: order.id } } : {}),
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
  return order ? { input, order } : { input };
}

async function save(ctx: ApiCtx, id?: string) {
  const { input, order } = await placementInput(ctx);
  return savePlacement(ctx.desk, input, id, { order: order?.body });
}

function list(ctx: ApiCtx) {
  catchUp(ctx.desk);
  const q = ctx.url.searchParams;
  const ended = q.get('ended') ?? 'exclude';
  if (!['exclude', 'include', 'only'].includes(ended))
    throw badRequest('query', 'ended must be exclude, include or only.');
  for (const k of ['from', 'to'])
    if (q.has(k) && !/^\d{4}-\d{2}-\d{2}$/.test(q.get(k) as string))
      throw badRequest('query', `${k} must be a date (YYYY-MM-DD).`);
  const page = ctx.desk.placements.list({
    text: q.get('q') ?? undefined,
    counterparty: q.get('customer') ?? undefined,
    from: q.get('from') ?? undefined,
    to: q.get('to') ?? undefined,
    ended: ended as 'exclude' | 'include' | 'only',
    today: today(),
    ...pageQuery(ctx.url),
  });
  const items = page.items.map((p) => view(ctx.desk, p));
  return page.next ? { items, next: page.next } : { items };
}

function template(ctx: ApiCtx): typeof SENT {
  const language = ctx.url.searchParams.get('language') === 'en' ? 'en' : 'nl';
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

/** A spreadsheet as text (the renderer decodes the file as the CLI does: shared/csv.ts). */
async function sheetText(ctx: ApiCtx) {
  const body = await readJsonObject(ctx.req, 12 * MiB);
  if (typeof body.text !== 'string') throw badRequest('shape', "Send the spreadsheet's text as text.");
  return { body, text: body.text };
}

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

async function endOn(ctx: ApiCtx, id: string) {
  const b = await readJsonObject(ctx.req);
  const lastDay = day(b.lastDay, 'lastDay');
  if (!lastDay) throw badRequest('lastDay', 'Give the last day worked (YYYY-MM-DD).');
  return endPlacement(ctx.desk, id, lastDay);
}

function previous(ctx: ApiCtx, week: string, placement: string) {
  const found = previousWeek(ctx.desk, week, placement);
  if (!found) throw notFound('This placement has no earlier timecard.');
  return found;
}

async function queue(ctx: ApiCtx, week: string) {
  const hasBody = Number(ctx.req.headers['content-length'] ?? 0) > 0 || ctx.req.headers['transfer-encoding'];
  const input = hasBody ? await readJsonObject(ctx.req) : {};
  const ids = input.placements;
  if (ids !== undefined && !(Array.isArray(ids) && ids.every((id) => typeof id === 'string')))
    throw badRequest('placements', 'placements must be a list of placement ids.');
  return queueWeek(ctx.desk, week, ids as string[] | undefined);
}

export const placementRoutes = {
  'GET /agency': (ctx) => ctx.desk.settings.agency(),
  'PUT /agency': async (ctx) => ctx.desk.settings.setAgency(agency(await readJsonObject(ctx.req))),
  'GET /types': (ctx) => ctx.desk.settings.typeNames(),
  'PUT /types': async (ctx) => ctx.desk.settings.setTypeNames(await typeNames(ctx)),

  'GET /placements': (ctx) => list(ctx),
  'POST /placements': async (ctx) => created(await save(ctx)),
  'GET /placements/template': (ctx) => template(ctx),
  'POST /placements/import/preview': async (ctx) => {
    const { text } = await sheetText(ctx);
    return sheetStep(() => previewSheet(ctx.desk, text));
  },
  'POST /placements/import': async (ctx) => {
    const { body, text } = await sheetText(ctx);
    const choices = choicesOf(body.choices);
    return sheetStep(() => importSheet(ctx.desk, text, choices));
  },
  'GET /placements/from-order/*collection/:id': (ctx, { collection, id }) =>
    orderPrefill(ctx.desk, storedOrder(ctx, collection, id)),
  'GET /placements/:id': (ctx, { id }) => {
    catchUp(ctx.desk);
    return view(ctx.desk, requirePlacement(ctx.desk, id));
  },
  'PUT /placements/:id': async (ctx, { id }) => save(ctx, id),
  'DELETE /placements/:id': (ctx, { id }) => {
    deletePlacement(ctx.desk, id);
    return undefined;
  },
  'POST /placements/:id/end': async (ctx, { id }) => endOn(ctx, id),
  'POST /placements/:id/withdraw': (ctx, { id }) => withdrawPlacement(ctx.desk, id),

  'GET /weeks/:week': (ctx, { week }) =>
    weekView(ctx.desk, week, ctx.url.searchParams.get('customer') ?? undefined),
  'PUT /weeks/:week/rows/:placement': async (ctx, { week, placement }) =>
    saveRow(ctx.desk, week, placement, checkRow(await readJsonObject(ctx.req), week)),
  'GET /weeks/:week/rows/:placement/previous': (ctx, { week, placement }) => previous(ctx, week, placement),
  'POST /weeks/:week/queue': (ctx, { week }) => queue(ctx, week),
} satisfies Partial<RouteTable>;
