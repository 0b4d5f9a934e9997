// Makes an invoice from a period's timecards (DESIGN §15): one line per worker, week and hour type (the
// hours times the placement's bill rate times the rate's percentage), each allowance a line of its own,
// VAT per line and per rate in total, the G-account share where the customer pays one, and what stands
// in the way of sending it. A credit is the lines of an invoice it corrects, negated.

import type { TypeName } from '../api/types.ts';
import { setuCodeOf } from '../messages/setu-types.ts';
import { typeName } from '../messages/type-names.ts';
import { completeAddress } from '../parties/address.ts';
import type { Agency, CustomerParty } from '../parties/agency.ts';
import { billRate, type Placement, type Rate } from '../placement/placement.ts';
import type { CardContent } from './cards.ts';
import type {
  InvoiceDocument,
  InvoiceLine,
  InvoiceParty,
  InvoiceProblem,
  InvoiceSource,
  Undecided,
  VatTotal,
} from './document.ts';
import { countHundredths, hourHundredths, lineCents, priceMicros, shareCents, vatCents } from './money.ts';
import type { InvoicePeriod } from './period.ts';
import { problem } from './problems.ts';
import { periodText } from './words.ts';

/** A placement's timecard of one week, as the invoice bills it. */
export interface CardInput extends Omit<InvoiceSource, 'placement' | 'week'> {
  placement: Placement;
  card: CardContent;
}

export interface InvoiceInput {
  period: InvoicePeriod;
  counterparty: string;
  customer?: CustomerParty;
  agency: Agency;
  types: TypeName[];
  /** The purchase order this invoice is for (invoices are made per customer and purchase order). */
  purchaseOrder?: string;
  cards: CardInput[];
  /** Placements' weeks with two different timecards (ours and the customer's), not yet chosen between. */
  undecided: Undecided[];
}

const DEFAULT_VAT = 21;
const DEFAULT_PAYMENT_DAYS = 30;

const filled = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';
const weekNumber = (week: string) => String(Number(week.slice(6)));

function seller(agency: Agency, customer: CustomerParty | undefined): InvoiceParty {
  return drop({
    name: agency.name,
    id: customer?.supplierNumber ?? agency.kvk,
    kvk: agency.kvk,
    btw: agency.btw,
    address: agency.address,
  });
}

function buyer(customer: CustomerParty | undefined, counterparty: string): InvoiceParty {
  return drop({
    name: filled(customer?.name) ? customer.name : counterparty,
    id: customer?.customerNumber ?? customer?.kvk,
    kvk: customer?.kvk,
    btw: customer?.btw,
    address: customer?.address,
  });
}

function drop<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

const codeOf = (v: unknown) => {
  const o = (v ?? {}) as { code?: unknown; name?: unknown };
  return typeof o.code === 'string' && o.code
    ? o.code
    : typeof o.name === 'string' && o.name
      ? o.name
      : undefined;
};

/** The lines of one timecard: its hours per type, in the placement's order of rates, then its allowances. */
function cardLines(input: InvoiceInput, { placement: p, card }: CardInput): InvoiceLine[] {
  const personnelNumber = p.worker.ids.find((i) => i.schemeAgencyId === 'Supplier')?.value;
  const costCenter = codeOf(p.costCenter) ?? input.customer?.costCenter;
  const base = {
    placement: p.id,
    worker: p.worker.name,
    ...(personnelNumber ? { personnelNumber } : {}),
    assignment: p.assignmentId.value,
    week: card.week,
    timecard: card.number,
    ...(costCenter ? { costCenter } : {}),
  };
  const named = (kind: Rate['kind'], code: string) => {
    const own = p.rates.find((r) => r.kind === kind && r.code === code)?.name;
    return {
      name: {
        nl: own ?? typeName(input.types, kind, code, 'nl'),
        en: own ?? typeName(input.types, kind, code, 'en'),
      },
      ...(setuCodeOf(input.types, kind, code) ? { setu: setuCodeOf(input.types, kind, code) } : {}),
      vat: input.types.find((t) => t.kind === kind && t.code === code)?.vat ?? DEFAULT_VAT,
    };
  };
  const minutes = new Map<string, number>();
  for (const h of card.hours) minutes.set(h.code, (minutes.get(h.code) ?? 0) + h.minutes);
  const order = p.rates.filter((r) => r.kind === 'hours').map((r) => r.code);
  const codes = [...minutes.keys()].sort(
    (a, b) => (order.indexOf(a) + 1 || 1e9) - (order.indexOf(b) + 1 || 1e9) || a.localeCompare(b),
  );
  const lines: InvoiceLine[] = codes.map((code) => {
    const rate = p.rates.find((r) => r.kind === 'hours' && r.code === code);
    const bill = rate && billRate(rate);
    const percent = rate?.multiplier;
    const quantity = hourHundredths(minutes.get(code) ?? 0);
    const price = bill === undefined ? undefined : priceMicros(bill, percent ?? 100);
    return {
      ...base,
      kind: 'hours',
      code,
      ...named('hours', code),
      quantity,
      unit: 'HUR',
      ...(price !== undefined ? { price } : {}),
      ...(percent !== undefined ? { percent } : {}),
      amount: price === undefined ? 0 : lineCents(quantity, price),
    };
  });
  for (const a of card.allowances) {
    if (!a.billed) continue;
    const rate = p.rates.find((r) => r.kind === 'allowance' && r.code === a.code);
    // A counted allowance (kilometres) is billed at the placement's bill rate; an amount (a receipt) as it is.
    if (rate && billRate(rate) === undefined && a.quantity !== undefined) continue;
    const each =
      a.quantity !== undefined ? (rate ? billRate(rate) : a.amount) : (a.amount ?? (rate && billRate(rate)));
    const quantity = countHundredths(a.quantity ?? 1);
    const price = each === undefined ? undefined : priceMicros(each);
    lines.push({
      ...base,
      kind: 'allowance',
      code: a.code,
      ...named('allowance', a.code),
      quantity,
      unit: 'C62',
      ...(price !== undefined ? { price } : {}),
      amount: price === undefined ? 0 : lineCents(quantity, price),
      date: a.date,
      ...(a.receipt ? { receipt: a.receipt } : {}),
      ...(a.note ? { note: a.note } : {}),
    });
  }
  return lines;
}

/** VAT per percentage over the lines, as EN 16931 adds it up: each rate's total, rounded once. */
export function vatTotals(lines: InvoiceLine[]): VatTotal[] {
  const taxable = new Map<number, number>();
  for (const l of lines) taxable.set(l.vat, (taxable.get(l.vat) ?? 0) + l.amount);
  return [...taxable]
    .sort(([a], [b]) => b - a)
    .map(([percent, amount]) => ({ percent, taxable: amount, amount: vatCents(amount, percent) }));
}

/** The document's totals and G-account share from its lines. */
function totalled(
  doc: Omit<InvoiceDocument, 'vat' | 'net' | 'vatAmount' | 'payable' | 'gAmount'>,
): InvoiceDocument {
  const vat = vatTotals(doc.lines);
  const net = doc.lines.reduce((sum, l) => sum + l.amount, 0);
  const vatAmount = vat.reduce((sum, v) => sum + v.amount, 0);
  const payable = net + vatAmount;
  return {
    ...doc,
    vat,
    net,
    vatAmount,
    payable,
    ...(doc.gAccount ? { gAmount: shareCents(payable, doc.gAccount.share) } : {}),
  };
}

function partyProblems(input: InvoiceInput): InvoiceProblem[] {
  const { agency, customer, counterparty } = input;
  const out: InvoiceProblem[] = [];
  if (!filled(agency.name)) out.push(problem('agency-no-name'));
  if (!filled(agency.kvk)) out.push(problem('agency-no-kvk'));
  if (!filled(agency.btw)) out.push(problem('agency-no-btw'));
  if (!completeAddress(agency.address)) out.push(problem('agency-no-address'));
  if (!filled(agency.iban)) out.push(problem('no-iban'));
  const name = filled(customer?.name) ? customer.name : counterparty;
  if (!customer) out.push(problem('no-customer', { customer: name }));
  else {
    if (!filled(customer.kvk)) out.push(problem('customer-no-kvk', { customer: name }));
    if (!completeAddress(customer.address)) out.push(problem('customer-no-address', { customer: name }));
    if (customer.gAccount && !agency.gAccount) out.push(problem('no-g-account', { customer: name }));
  }
  return out;
}

/** The invoice of a customer's period (for one purchase order), with its problems. */
export function buildInvoice(input: InvoiceInput): InvoiceDocument {
  const { agency, customer, counterparty, period } = input;
  const cards = [...input.cards].sort(
    (a, b) =>
      a.placement.worker.name.localeCompare(b.placement.worker.name, 'nl') ||
      a.placement.id.localeCompare(b.placement.id) ||
      a.card.week.localeCompare(b.card.week),
  );
  const lines = cards.flatMap((c) => cardLines(input, c));
  const customerName = filled(customer?.name) ? customer.name : counterparty;
  const problems = partyProblems(input);
  const once = new Set<string>();
  const add = (key: string, p: InvoiceProblem) => {
    if (once.has(key)) return;
    once.add(key);
    problems.push(p);
  };
  for (const l of lines) {
    const type = l.name.nl === l.code ? l.code : `${l.name.nl} (${l.code})`;
    if (l.price === undefined)
      add(`rate ${l.placement} ${l.kind} ${l.code}`, problem('no-bill-rate', { worker: l.worker, type }));
    if (!l.setu) add(`setu ${l.kind} ${l.code}`, problem('no-setu-type', { type }));
    if (customer?.requiresCostCenter && !l.costCenter)
      add(`cost ${l.placement}`, problem('needs-cost-center', { customer: customerName, worker: l.worker }));
  }
  if (customer?.requiresPurchaseOrder && !filled(input.purchaseOrder))
    problems.push(problem('needs-purchase-order', { customer: customerName }));
  for (const u of input.undecided)
    problems.push(problem('choose-source', { worker: u.worker, week: weekNumber(u.week) }));
  if (lines.length === 0 && input.undecided.length === 0)
    problems.push(problem('empty-period', { customer: customerName, period: periodText(period, 'nl') }));
  const costCenters = new Set(lines.map((l) => l.costCenter));
  const doc = totalled({
    kind: 'invoice',
    counterparty,
    period: period.key,
    periodText: periodText(period, 'nl'),
    seller: seller(agency, customer),
    buyer: buyer(customer, counterparty),
    ...(filled(input.purchaseOrder) ? { purchaseOrder: input.purchaseOrder } : {}),
    ...(customer?.costCenter
      ? { costCenter: customer.costCenter }
      : costCenters.size === 1 && lines[0]?.costCenter
        ? { costCenter: lines[0].costCenter }
        : {}),
    paymentDays: customer?.paymentDays ?? agency.paymentDays ?? DEFAULT_PAYMENT_DAYS,
    ...(agency.iban ? { iban: agency.iban } : {}),
    ...(customer?.gAccount && agency.gAccount ? { gAccount: agency.gAccount } : {}),
    lines,
    sources: cards.map(({ placement, card, source, revision, key }) => ({
      placement: placement.id,
      week: card.week,
      source,
      revision,
      key,
    })),
    undecided: input.undecided,
    problems,
  });
  // Without a bill rate a line counts nothing: that problem is named already.
  if (lines.length > 0 && lines.every((l) => l.price !== undefined) && doc.payable <= 0)
    doc.problems.push(problem('not-positive'));
  return doc;
}

/**
 * The credit of an invoice's lines for some of its placements' weeks (`keys`: `placement week`): the
 * same lines with negative quantities, so its totals are minus theirs; it refers to the invoice by its number.
 */
export function creditOf(invoice: InvoiceDocument, number: string, keys: Set<string>): InvoiceDocument {
  const credited = (x: { placement: string; week: string }) => keys.has(`${x.placement} ${x.week}`);
  const { vat: _v, net: _n, vatAmount: _a, payable: _p, gAmount: _g, ...rest } = invoice;
  return totalled({
    ...rest,
    kind: 'credit',
    corrects: number,
    lines: invoice.lines.filter(credited).map((l) => ({ ...l, quantity: -l.quantity, amount: -l.amount })),
    sources: invoice.sources.filter(credited),
    undecided: [],
    problems: [],
  });
}
