// /api/invoices (DESIGN §15): the list, "Factureren" for a period (one concept per customer), a concept's
// choice between two timecards of a week, its preview (readable document and UBL), numbering, the
// correction of an invoice whose timecards changed, the outbox, paid by hand, and the list as CSV for the
// bookkeeper. The work is in main/invoicing/.
import type { Query } from '../../shared/api/contract.ts';
import { invoicesCsv } from '../../shared/invoice/csv.ts';
import { invoiceXml } from '../../shared/invoice/ubl.ts';
import { addDays, today } from '../../shared/timecard/calendar.ts';
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
import { pageOf } from './http.ts';
import { blank, inLanguage, nullable, object, paging, param, text, upTo, worded } from './request-shape.ts';
import { type RouteTable, SENT } from './routes.ts';

const PERIOD_WORDS = 'Name the period: a week (2026-W48), four weeks (2026-P12) or a month (2026-11).';
const CHOICE_WORDS = 'Name the placement, the week and the timecard (source) that counts.';
const choice = (max: number) => worded(upTo(max), 'choice', CHOICE_WORDS);

function list(ctx: ApiCtx, { customer, period, ...query }: Query<'GET /invoices'>) {
  ctx.desk.timecards.catchUp();
  const page = ctx.desk.invoices.page({ counterparty: customer, period, ...pageOf(query) });
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
function exportCsv(ctx: ApiCtx, language: 'nl' | 'en'): typeof SENT {
  ctx.desk.timecards.catchUp();
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
  'GET /invoices': {
    query: { ...paging, customer: param, period: param },
    handle: (ctx, { query }) => list(ctx, query),
  },
  'POST /invoices/propose': {
    body: {
      parse: object({ period: worded(upTo(20), 'period', PERIOD_WORDS), customer: blank(upTo(200)) }),
    },
    handle: (ctx, { body: { period, customer } }) => {
      if (!period) throw badRequest('period', PERIOD_WORDS);
      const { invoices, nothing } = proposeInvoices(ctx.desk, period, customer);
      return { invoices: invoices.map((i) => detail(ctx.desk, i)), nothing };
    },
  },
  'GET /invoices/export': {
    query: inLanguage,
    handle: (ctx, { query }) => exportCsv(ctx, query.language ?? 'nl'),
  },
  'GET /invoices/:id': (ctx, { params: { id } }) => {
    ctx.desk.timecards.catchUp();
    return detail(ctx.desk, requireInvoice(ctx.desk, id));
  },
  'DELETE /invoices/:id': (ctx, { params: { id } }) => {
    abandonConcept(ctx.desk, id);
    return undefined;
  },
  'GET /invoices/:id/xml': (ctx, { params: { id } }) => xml(ctx, id),
  'POST /invoices/:id/choose': {
    body: { parse: object({ placement: choice(200), week: choice(10), source: choice(300) }) },
    handle: (ctx, { params: { id }, body: { placement, week, source } }) => {
      if (!placement || !week || !source) throw badRequest('choice', CHOICE_WORDS);
      return detail(ctx.desk, chooseSource(ctx.desk, id, placement, week, source));
    },
  },
  'POST /invoices/:id/make': {
    body: { parse: object({ issueDate: blank(upTo(10)) }), optional: true },
    handle: (ctx, { params: { id }, body }) => {
      const made = makeInvoice(ctx.desk, id, body.issueDate);
      return { invoices: made.map((i) => detail(ctx.desk, i)) };
    },
  },
  'POST /invoices/:id/correct': (ctx, { params: { id } }) => {
    const { credit, invoice } = correctInvoice(ctx.desk, id);
    return { credit: detail(ctx.desk, credit), invoice: detail(ctx.desk, invoice) };
  },
  'POST /invoices/:id/queue': (ctx, { params: { id } }) => {
    queueInvoice(ctx.desk, id);
    return detail(ctx.desk, requireInvoice(ctx.desk, id));
  },
  'PUT /invoices/:id/paid': {
    body: {
      parse: object({
        paidOn: worded(nullable(text), 'paidOn', 'paidOn is a date (YYYY-MM-DD), or null for not paid.'),
      }),
    },
    handle: (ctx, { params: { id }, body }) => detail(ctx.desk, markPaid(ctx.desk, id, body.paidOn)),
  },
} satisfies Partial<RouteTable>;
