// An invoice as the API answers it: its state in the list's words, its totals, what stands in the way
// of it, and whether a timecard it billed changed since ("te corrigeren").
import type { InvoiceDetail, InvoiceListItem, InvoiceState } from '../../shared/api/invoice-types.ts';
import type { Desk } from '../placements/desk.ts';
import type { StoredInvoice } from '../store/invoices.ts';
import { changedWeeks } from './service.ts';

function stateOf(
  desk: Desk,
  invoice: StoredInvoice,
): { state: InvoiceState; outbox?: InvoiceListItem['outbox'] } {
  if (invoice.number === null) return { state: 'concept' };
  const entry = invoice.outboxEntry === null ? undefined : desk.outbox.get(invoice.outboxEntry);
  const outbox = entry && { id: entry.id, state: entry.state, error: entry.lastError };
  if (invoice.paidOn) return { state: 'paid', ...(outbox ? { outbox } : {}) };
  if (!entry) return { state: 'ready' };
  const state: InvoiceState =
    entry.state === 'sent'
      ? 'sent'
      : entry.state === 'failed' || entry.state === 'blocked'
        ? 'rejected'
        : 'queued';
  return { state, ...(outbox ? { outbox } : {}) };
}

export function listItem(desk: Desk, invoice: StoredInvoice): InvoiceListItem {
  const doc = invoice.document;
  const workers = new Map(doc.lines.map((l) => [l.placement, l.worker]));
  const corrects = invoice.corrects ? desk.invoices.get(invoice.corrects)?.number : undefined;
  const credits = invoice.kind === 'invoice' ? desk.invoices.creditsOf(invoice.id) : [];
  const optional = {
    number: invoice.number ?? undefined,
    purchaseOrder: invoice.purchaseOrder || undefined,
    issueDate: invoice.issueDate ?? undefined,
    dueDate: invoice.dueDate ?? undefined,
    corrects: corrects ?? undefined,
    creditedBy: credits.length > 0 ? credits : undefined,
    follows: invoice.follows ?? undefined,
    paidOn: invoice.paidOn ?? undefined,
  };
  return {
    id: invoice.id,
    kind: invoice.kind,
    ...(Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)) as typeof optional),
    counterparty: invoice.counterparty,
    customer: doc.buyer.name,
    period: invoice.period,
    periodText: doc.periodText,
    net: doc.net,
    vat: doc.vatAmount,
    payable: doc.payable,
    ...stateOf(desk, invoice),
    problems: doc.problems,
    toCorrect: changedWeeks(desk, invoice).map((b) => ({
      placement: b.placement,
      worker: workers.get(b.placement) ?? '',
      week: b.week,
    })),
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
  };
}

export const detail = (desk: Desk, invoice: StoredInvoice): InvoiceDetail => ({
  ...listItem(desk, invoice),
  document: invoice.document,
});
