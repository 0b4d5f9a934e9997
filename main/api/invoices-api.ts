// /api/invoices (DESIGN §15): the list, "Factureren" for a period (one concept per customer), a concept's
// choice between two timecards of a week, its preview (readable document and UBL), numbering, the
// correction of an invoice whose timecards changed, the outbox, paid by hand, and the list as CSV for the
// bookkeeper. The work is in main/invoicing/.
import { addDays, today } from '../../shared/calendar.ts';
import { invoicesCsv } from '../../shared/invoice-csv.ts';
import { invoiceXml } from '../../shared/invoice-ubl.ts';
import { receiptsOf } from '../invoicing/receipts.ts';
import {
  abandonConcept,
  chooseSource,
  correctInvoice,
  makeInvoice,
  markPaid,
  proposeInvoices,
  queueInvoice,
  requireInvoice,
} from '../invoicing/service.ts';
import { detail, listItem } from '../invoicing/views.ts';
import { badRequest } from '../server/http-error.ts';
import type { ApiCtx } from './context.ts';
import { pageQuery, readJsonObject } from './http.ts';
import { type RouteTable, SENT } from './routes.ts';

const text = (v: unknown, what: string, max = 200): string | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || v.length > max) throw badRequest(what, `${what} must be text.`);
  return v;
};

/** The body of a POST that may have none. */
async function optionalBody(ctx: ApiCtx): Promise<Record<string, unknown>> {
  const hasBody = Number(ctx.req.headers['content-length'] ?? 0) > 0 || ctx.req.headers['transfer-encoding'];
  return hasBody ? readJsonObject(ctx.req) : {};
}

function list(ctx: ApiCtx) {
  const q = ctx.url.searchParams;
  ctx.desk.timecards.catchUp();
  const page = ctx.desk.invoices.page({
    counterparty: q.get('customer') ?? undefined,
    period: q.get('period') ?? undefined,
    ...pageQuery(ctx.url),
  });
  const items = page.items.map((i) => listItem(ctx.desk, i));
  return page.next ? { items, next: page.next } : { items };
}

function send(ctx: ApiCtx, type: string, name: string, body: string): typeof SENT {
  const bytes = Buffer.from(body, 'utf8');
  ctx.res.writeHead(200, {
    'Content-Type': `${type}; charset=utf-8`,
    'Content-Length': bytes.length,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  ctx.res.end(bytes);
  return SENT;
}

/** Every numbered invoice (and credit), oldest first, as the bookkeeper's spreadsheet. */
function exportCsv(ctx: ApiCtx): typeof SENT {
  ctx.desk.timecards.catchUp();
  const language = ctx.url.searchParams.get('language') === 'en' ? 'en' : 'nl';
  const items = [];
  let cursor: string | undefined;
  do {
    const page = ctx.desk.invoices.page({ limit: 500, cursor });
    items.push(...page.items.filter((i) => i.number !== null).map((i) => listItem(ctx.desk, i)));
    cursor = page.next;
  } while (cursor);
  items.sort((a, b) => (a.number ?? '').localeCompare(b.number ?? ''));
  return send(
    ctx,
    'text/csv',
    language === 'nl' ? 'facturen.csv' : 'invoices.csv',
    invoicesCsv(items, language),
  );
}

/** The UBL as sent; for a concept, as it would be written today (numbered "CONCEPT"). */
function xml(ctx: ApiCtx, id: string): typeof SENT {
  const invoice = requireInvoice(ctx.desk, id);
  const body =
    invoice.xml ??
    invoiceXml(
      invoice.document,
      { number: 'CONCEPT', issueDate: today(), dueDate: addDays(today(), invoice.document.paymentDays) },
      receiptsOf(ctx.desk.db, invoice.document),
    );
  return send(
    ctx,
    'application/xml',
    `factuur-${(invoice.number ?? 'concept').replace(/[^\w.-]+/g, '_')}.xml`,
    body,
  );
}

export const invoiceRoutes = {
  'GET /invoices': (ctx) => list(ctx),
  'POST /invoices/propose': async (ctx) => {
    const b = await readJsonObject(ctx.req);
    const period = text(b.period, 'period', 20);
    if (!period)
      throw badRequest(
        'period',
        'Name the period: a week (2026-W48), four weeks (2026-P12) or a month (2026-11).',
      );
    const { invoices, nothing } = proposeInvoices(ctx.desk, period, text(b.customer, 'customer'));
    return { invoices: invoices.map((i) => detail(ctx.desk, i)), nothing };
  },
  'GET /invoices/export': (ctx) => exportCsv(ctx),
  'GET /invoices/:id': (ctx, { id }) => {
    ctx.desk.timecards.catchUp();
    return detail(ctx.desk, requireInvoice(ctx.desk, id));
  },
  'DELETE /invoices/:id': (ctx, { id }) => {
    abandonConcept(ctx.desk, id);
    return undefined;
  },
  'GET /invoices/:id/xml': (ctx, { id }) => xml(ctx, id),
  'POST /invoices/:id/choose': async (ctx, { id }) => {
    const b = await readJsonObject(ctx.req);
    const [placement, week, source] = [
      text(b.placement, 'placement'),
      text(b.week, 'week', 10),
      text(b.source, 'source', 300),
    ];
    if (!placement || !week || !source)
      throw badRequest('choice', 'Name the placement, the week and the timecard (source) that counts.');
    return detail(ctx.desk, chooseSource(ctx.desk, id, placement, week, source));
  },
  'POST /invoices/:id/make': async (ctx, { id }) => {
    const b = await optionalBody(ctx);
    const made = makeInvoice(ctx.desk, id, text(b.issueDate, 'issueDate', 10));
    return { invoices: made.map((i) => detail(ctx.desk, i)) };
  },
  'POST /invoices/:id/correct': (ctx, { id }) => {
    const { credit, invoice } = correctInvoice(ctx.desk, id);
    return { credit: detail(ctx.desk, credit), invoice: detail(ctx.desk, invoice) };
  },
  'POST /invoices/:id/queue': (ctx, { id }) => {
    queueInvoice(ctx.desk, id);
    return detail(ctx.desk, requireInvoice(ctx.desk, id));
  },
  'PUT /invoices/:id/paid': async (ctx, { id }) => {
    const b = await readJsonObject(ctx.req);
    if (b.paidOn !== null && typeof b.paidOn !== 'string')
      throw badRequest('paidOn', 'paidOn is a date (YYYY-MM-DD), or null for not paid.');
    return detail(ctx.desk, markPaid(ctx.desk, id, b.paidOn as string | null));
  },
} satisfies Partial<RouteTable>;
