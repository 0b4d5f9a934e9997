// What the management API answers about invoices (DESIGN §15), as the Facturen pages and the CLI read
// them. Amounts in the document are cents, quantities hundredths and prices millionths of a euro
// (shared/invoice/money.ts), exactly as the invoice adds them up; the list's totals are the same, in cents.
import type { InvoiceDocument, InvoiceProblem } from '../invoice/document.ts';
import type { OutboxState } from './types.ts';

/**
 * Where an invoice is, in the words of the list: `concept` (not numbered), `ready` (numbered, not yet in
 * the outbox), `queued`, `sent`, `rejected` (the customer's system refused it; `outbox.error` says why),
 * `paid` (marked by hand).
 */
export type InvoiceState = 'concept' | 'ready' | 'queued' | 'sent' | 'rejected' | 'paid';

export interface InvoiceListItem {
  id: string;
  kind: 'invoice' | 'credit';
  /** Absent while a concept. */
  number?: string;
  counterparty: string;
  /** The customer's name (its details on the counterparty, else the counterparty's name). */
  customer: string;
  period: string;
  periodText: string;
  purchaseOrder?: string;
  issueDate?: string;
  dueDate?: string;
  /** Cents: without VAT, the VAT, and what is due. */
  net: number;
  vat: number;
  payable: number;
  state: InvoiceState;
  /** What stands in the way of numbering a concept, in words. */
  problems: InvoiceProblem[];
  /** "Te corrigeren": weeks whose timecard changed since this invoice billed it. */
  toCorrect: { placement: string; worker: string; week: string }[];
  /** A credit's invoice (number); an invoice's credits (numbers). */
  corrects?: string;
  creditedBy?: string[];
  /** A correction's new invoice: the credit it is numbered with. */
  follows?: string;
  paidOn?: string;
  outbox?: { id: number; state: OutboxState; error: string | null };
  createdAt: string;
  updatedAt: string;
}

export interface InvoiceDetail extends InvoiceListItem {
  document: InvoiceDocument;
}

export interface ProposeResult {
  /** One concept per customer (and purchase order) with something to invoice, or named and empty. */
  invoices: InvoiceDetail[];
  /** Customers of this period's kind with nothing left to invoice. */
  nothing: string[];
}
