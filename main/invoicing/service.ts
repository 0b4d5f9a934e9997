// Invoicing the hours (DESIGN §15): concepts proposed per customer for a period, the clerk's choice
// between two timecards of a week, numbering (the year's next number, the UBL, the timecards it bills:
// one transaction), corrections as a credit and a new invoice, the outbox, and paid by hand. Every rule
// that keeps an invoice right is checked here in words and kept by the store's constraints.
import { buildInvoice, creditOf } from '../../shared/invoice/build.ts';
import type { InvoiceDocument } from '../../shared/invoice/document.ts';
import { type InvoicePeriod, parsePeriod } from '../../shared/invoice/period.ts';
import { INVOICE_VERSION, invoiceXml } from '../../shared/invoice/ubl.ts';
import { checkInvoice } from '../../shared/invoice/ubl-read.ts';
import { readMessage } from '../../shared/messages/message-io.ts';
import type { InvoicePeriodKind } from '../../shared/parties/agency.ts';
import { addDays, today } from '../../shared/timecard/calendar.ts';
import { Conflicting, NotFound, Refused } from '../messages/refusals.ts';
import type { Desk } from '../placements/desk.ts';
import type { Billed, StoredInvoice } from '../store/invoices.ts';
import { SqliteError } from '../store/sqlite.ts';
import { QueueError, queueMessage } from '../sync/queue.ts';
import { gatherPeriod, type InvoiceGroup, weekKey } from './period-cards.ts';
import { receiptsOf } from './receipts.ts';

export function periodOrFail(text: string): InvoicePeriod {
  const period = parsePeriod(text);
  if (!period)
    throw new Refused(
      'period',
      `${text} is not a period; write a week (2026-W48), four weeks (2026-P12) or a month (2026-11).`,
    );
  return period;
}

export function requireInvoice(desk: Desk, id: string): StoredInvoice {
  const invoice = desk.invoices.get(id);
  if (!invoice) throw new NotFound(`No invoice ${id}.`);
  return invoice;
}

function document(desk: Desk, period: InvoicePeriod, group: InvoiceGroup): InvoiceDocument {
  return buildInvoice({
    period,
    counterparty: group.counterparty,
    ...(group.customer ? { customer: group.customer } : {}),
    agency: desk.settings.agency(),
    types: desk.settings.typeNames(),
    purchaseOrder: group.purchaseOrder || undefined,
    cards: group.cards,
    undecided: group.undecided,
  });
}

const kindOf = (desk: Desk, counterparty: string): InvoicePeriodKind =>
  desk.counterparties.get(counterparty)?.party?.invoicePeriod ?? 'week';

/**
 * "Factureren": one concept per customer (and purchase order) with uninvoiced hours in the period — of
 * the customers invoiced at the period's kind, or the one customer named, whatever its kind. A concept
 * proposed before is made again; a customer named with nothing to invoice gets an empty concept that
 * says so.
 */
export function proposeInvoices(desk: Desk, periodText: string, counterparty?: string) {
  const period = periodOrFail(periodText);
  if (counterparty !== undefined && !desk.counterparties.get(counterparty))
    throw new NotFound(`No customer named "${counterparty}".`);
  return desk.db.transaction(() => {
    const groups = gatherPeriod(desk, period, counterparty === undefined ? {} : { counterparty }).filter(
      (g) => counterparty !== undefined || kindOf(desk, g.counterparty) === period.kind,
    );
    if (counterparty !== undefined && groups.length === 0)
      groups.push({
        counterparty,
        purchaseOrder: '',
        cards: [],
        undecided: [],
        ...customerOf(desk, counterparty),
      });
    const invoices = groups.map((g) => save(desk, period, g));
    const invoiced = new Set(groups.map((g) => g.counterparty));
    const nothing = desk.counterparties
      .list()
      .filter(
        (cp) => cp.party && !invoiced.has(cp.name) && (cp.party.invoicePeriod ?? 'week') === period.kind,
      )
      .filter((cp) => counterparty === undefined || cp.name === counterparty)
      .map((cp) => cp.name);
    for (const i of invoices) desk.announce({ type: 'invoice', id: i.id });
    return { invoices, nothing };
  })();
}

const customerOf = (desk: Desk, counterparty: string) => {
  const party = desk.counterparties.get(counterparty)?.party;
  return party ? { customer: party } : {};
};

/** Writes a group's concept: the open one made again (keeping the clerk's choices), or a new one. */
function save(desk: Desk, period: InvoicePeriod, group: InvoiceGroup): StoredInvoice {
  const open = desk.invoices.concept(group.counterparty, period.key, group.purchaseOrder);
  const doc = document(desk, period, group);
  if (!open)
    return desk.invoices.add({
      counterparty: group.counterparty,
      period: period.key,
      purchaseOrder: group.purchaseOrder,
      kind: 'invoice',
      document: doc,
    });
  desk.invoices.rewrite(open.id, doc, open.choices);
  return desk.invoices.get(open.id) as StoredInvoice;
}

/** What a concept is made from: a customer's period and purchase order, the clerk's choices, and for a correction's new invoice its weeks. */
type Scope = Pick<StoredInvoice, 'counterparty' | 'period' | 'purchaseOrder' | 'choices' | 'onlyWeeks'>;

/** A concept made again from the timecards as they are now. */
function remade(desk: Desk, scope: Scope, choices = scope.choices): InvoiceDocument {
  const period = periodOrFail(scope.period);
  const group = gatherPeriod(desk, period, {
    counterparty: scope.counterparty,
    choices,
    ...(scope.onlyWeeks ? { onlyWeeks: scope.onlyWeeks } : {}),
  }).find((g) => g.purchaseOrder === scope.purchaseOrder) ?? {
    counterparty: scope.counterparty,
    purchaseOrder: scope.purchaseOrder,
    cards: [],
    undecided: [],
    ...customerOf(desk, scope.counterparty),
  };
  return document(desk, period, group);
}

/** The clerk's choice of the timecard that counts for a placement's week; the concept is made again. */
export function chooseSource(
  desk: Desk,
  id: string,
  placement: string,
  week: string,
  source: string,
): StoredInvoice {
  return desk.db.transaction(() => {
    const concept = requireInvoice(desk, id);
    if (concept.number !== null)
      throw new Conflicting('numbered', 'This invoice is numbered: it is no longer made from the timecards.');
    const open = concept.document.undecided.find((u) => u.placement === placement && u.week === week);
    const known =
      open?.options.some((o) => o.source === source) || concept.choices[weekKey(placement, week)] === source;
    if (!known)
      throw new Refused('source', 'That timecard is not one of the two to choose from for this week.');
    const choices = { ...concept.choices, [weekKey(placement, week)]: source };
    desk.invoices.rewrite(id, remade(desk, concept, choices), choices);
    desk.announce({ type: 'invoice', id });
    return desk.invoices.get(id) as StoredInvoice;
  })();
}

/** Abandons a concept: it never had a number, so the series has no gap. */
export function abandonConcept(desk: Desk, id: string): void {
  const invoice = requireInvoice(desk, id);
  if (invoice.number !== null)
    throw new Conflicting(
      'numbered',
      `Invoice ${invoice.number} is numbered: it is never deleted; correct it with a credit invoice.`,
    );
  desk.db.transaction(() => {
    // A correction's two concepts go together.
    const partner = invoice.follows ?? desk.invoices.following(id)?.id;
    desk.invoices.remove(id);
    if (partner && desk.invoices.get(partner)?.number === null) desk.invoices.remove(partner);
  })();
  desk.announce({ type: 'invoice', id });
}

/**
 * The weeks whose timecard changed since the invoice billed it ("te corrigeren"), as far as the timecard
 * index has read (`desk.timecards.catchUp()` first, once for a list).
 */
export function changedWeeks(desk: Desk, invoice: StoredInvoice): Billed[] {
  if (invoice.number === null || invoice.kind !== 'invoice') return [];
  return desk.invoices.billedBy(invoice.id).filter((b) => {
    const now = desk.timecards.latest(b.source);
    return now !== undefined && now.revision !== b.revision && (now.deleted || now.digest !== b.key);
  });
}

const pick = ({ counterparty, period, purchaseOrder }: StoredInvoice) => ({
  counterparty,
  period,
  purchaseOrder,
});

/**
 * A correction (SETU: a credit invoice and a new one): a credit of the changed weeks' lines referring to
 * the invoice, and a new invoice of those weeks as their timecards now are. Both are concepts, numbered
 * together, the credit first.
 */
export function correctInvoice(desk: Desk, id: string): { credit: StoredInvoice; invoice: StoredInvoice } {
  return desk.db.transaction(() => {
    const original = requireInvoice(desk, id);
    desk.timecards.catchUp();
    const changed = changedWeeks(desk, original);
    if (changed.length === 0)
      throw new Conflicting(
        'nothing-to-correct',
        'No timecard of this invoice has changed since it was made: there is nothing to correct.',
      );
    const keys = new Set(changed.map((c) => weekKey(c.placement, c.week)));
    const credit = desk.invoices.add({
      ...pick(original),
      kind: 'credit',
      corrects: original.id,
      document: creditOf(original.document, original.number as string, keys),
    });
    const scope = { ...pick(original), choices: {}, onlyWeeks: [...keys] };
    const invoice = desk.invoices.add({
      ...scope,
      kind: 'invoice',
      follows: credit.id,
      document: remade(desk, scope),
    });
    desk.announce({ type: 'invoice', id: credit.id });
    desk.announce({ type: 'invoice', id: invoice.id });
    return { credit, invoice };
  })();
}

const isConstraint = (e: unknown) => e instanceof SqliteError && e.code.startsWith('SQLITE_CONSTRAINT');

function numberOne(desk: Desk, concept: StoredInvoice, issueDate: string): StoredInvoice {
  if (concept.kind === 'invoice') {
    const fresh = remade(desk, concept);
    if (JSON.stringify(fresh) !== JSON.stringify(concept.document)) {
      desk.invoices.rewrite(concept.id, fresh, concept.choices);
      throw new Conflicting(
        'changed',
        'The timecards or the settings changed since this concept was made; it was made again: look at it once more.',
      );
    }
  } else if (concept.corrects) {
    const open = new Set(desk.invoices.billedBy(concept.corrects).map((b) => weekKey(b.placement, b.week)));
    if (!concept.document.sources.every((s) => open.has(weekKey(s.placement, s.week))))
      throw new Conflicting('credited', 'These weeks of the invoice have been credited already.');
  }
  const problems = concept.document.problems;
  if (problems.length > 0)
    throw new Conflicting(
      'problems',
      problems[0]?.en ?? 'The concept has problems.',
      problems.map((p) => ({ path: '', code: p.code, message: p.en })),
    );
  const dueDate = addDays(issueDate, concept.document.paymentDays);
  const receipts = receiptsOf(desk.db, concept.document);
  try {
    return desk.invoices.number(concept, { issueDate, dueDate }, (number) => {
      const xml = invoiceXml(concept.document, { number, issueDate, dueDate }, receipts);
      const { issues } = checkInvoice(xml);
      if (issues.length > 0) throw new Error(`the invoice written does not read back: ${issues[0]?.message}`);
      return xml;
    });
  } catch (e) {
    if (!isConstraint(e)) throw e;
    throw new Conflicting(
      'already-invoiced',
      'A week of this concept is on another invoice already: propose the period again.',
    );
  }
}

/** Numbers a concept (and a correction's partner with it, the credit first); answers what was numbered. */
export function makeInvoice(desk: Desk, id: string, issueDate = today()): StoredInvoice[] {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issueDate))
    throw new Refused('issueDate', 'issueDate must be a date (YYYY-MM-DD).');
  let numbered: StoredInvoice[] = [];
  try {
    numbered = desk.db.transaction(() => {
      const concept = requireInvoice(desk, id);
      if (concept.number !== null)
        throw new Conflicting('numbered', `This is invoice ${concept.number} already.`);
      const credit = concept.follows
        ? requireInvoice(desk, concept.follows)
        : concept.kind === 'credit'
          ? concept
          : undefined;
      const after = credit && desk.invoices.following(credit.id);
      const order = credit ? [credit, ...(after ? [after] : [])] : [concept];
      return order.filter((c) => c.number === null).map((c) => numberOne(desk, c, issueDate));
    })();
  } catch (e) {
    // A concept made again because things changed is kept so: the clerk looks at it once more.
    if (e instanceof Conflicting && e.code === 'changed') refreshConcept(desk, id);
    throw e;
  }
  for (const i of numbered) desk.announce({ type: 'invoice', id: i.id });
  return numbered;
}

function refreshConcept(desk: Desk, id: string): void {
  const concept = desk.invoices.get(id);
  if (concept?.number === null && concept.kind === 'invoice')
    desk.invoices.rewrite(id, remade(desk, concept), concept.choices);
}

/** Puts a numbered invoice in the outbox to its customer's back office, like every message. */
export function queueInvoice(desk: Desk, id: string) {
  const invoice = requireInvoice(desk, id);
  if (invoice.number === null || invoice.xml === null)
    throw new Conflicting('concept', 'A concept cannot be sent: make the invoice (number it) first.');
  if (invoice.outboxEntry !== null && desk.outbox.get(invoice.outboxEntry))
    throw new Conflicting('queued', `Invoice ${invoice.number} is in the outbox already.`);
  const cp = desk.counterparties.get(invoice.counterparty);
  if (!cp)
    throw new Conflicting(
      'no-customer',
      `There is no relation named "${invoice.counterparty}" to send it to.`,
    );
  try {
    const entry = desk.db.transaction(() => {
      const message = readMessage(invoice.xml as string, { type: 'Invoice', version: INVOICE_VERSION });
      const queued = queueMessage(desk.outbox, cp, message, 'submit', invoice.id);
      desk.invoices.markQueued(invoice.id, queued.id);
      return queued;
    })();
    desk.announce({ type: 'outbox', id: entry.id, state: entry.state });
    desk.announce({ type: 'invoice', id });
    return entry;
  } catch (e) {
    if (e instanceof QueueError)
      throw new Conflicting('not-accepted', `It cannot be sent to ${cp.name}: ${e.message}.`);
    throw e;
  }
}

/** Paid on a day (the clerk saw the money come in), or not paid after all (null). */
export function markPaid(desk: Desk, id: string, on: string | null): StoredInvoice {
  const invoice = requireInvoice(desk, id);
  if (on !== null && !/^\d{4}-\d{2}-\d{2}$/.test(on))
    throw new Refused('paidOn', 'paidOn must be a date (YYYY-MM-DD), or null.');
  if (!desk.invoices.markPaid(invoice.id, on))
    throw new Conflicting('concept', 'A concept is not paid: it has not been sent.');
  desk.announce({ type: 'invoice', id });
  return desk.invoices.get(id) as StoredInvoice;
}
