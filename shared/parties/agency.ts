// "My agency" (Settings) and a customer's party data (on its counterparty): the organisations' own
// details, kept in words, and written out as the SETU party blocks that messages carry. SETU parties
// have no name member: names are for people reading the Workbench. Invoices (DESIGN §15) need more of
// both: addresses, the agency's bank accounts and terms, and what each customer asks of its invoices.
import type { Address } from './address.ts';

export interface Organisation {
  name: string;
  /** Chamber of Commerce (KvK) number. */
  kvk?: string;
  /** VAT (BTW) number. */
  btw?: string;
  address?: Address;
}

/**
 * The agency's G-account (G-rekening, Wet ketenaansprakelijkheid): a blocked account into which a
 * customer that asks for it pays the share of each invoice that covers payroll taxes and VAT.
 */
export interface GAccount {
  iban: string;
  /** Percent of the amount due (with VAT) that is paid into the G-account. */
  share: number;
}

export interface Agency extends Organisation {
  /** The account invoices are paid into. */
  iban?: string;
  gAccount?: GAccount;
  /** Days after the invoice date payment is due, unless the customer has its own terms; 30 when absent. */
  paymentDays?: number;
}

/** How often a customer is invoiced: every ISO week, every four weeks (periods 1–13), every month. */
export type InvoicePeriodKind = 'week' | '4weeks' | 'month';
export const invoicePeriodKinds: readonly InvoicePeriodKind[] = ['week', '4weeks', 'month'];

/** A customer's details, kept on the counterparty that is its back office. */
export interface CustomerParty extends Organisation {
  /** The number the customer knows the agency by (its supplier number there). */
  supplierNumber?: string;
  /** The customer's own number for itself, as it uses in its messages. */
  customerNumber?: string;
  /** How often it is invoiced; every week when absent. */
  invoicePeriod?: InvoicePeriodKind;
  /** Its payment terms in days, where they differ from the agency's. */
  paymentDays?: number;
  /** The purchase order number its invoices carry, where it gave one for all work (a placement's own wins). */
  purchaseOrder?: string;
  /** The cost centre its invoices carry, where it gave one for all work (a placement's own wins). */
  costCenter?: string;
  /** It refuses invoices without a purchase order number. */
  requiresPurchaseOrder?: boolean;
  /** It refuses invoices without a cost centre. */
  requiresCostCenter?: boolean;
  /** It pays the G-account share of each invoice into the agency's G-account. */
  gAccount?: boolean;
}

type Json = Record<string, unknown>;

const filled = (v: string | undefined): v is string => v !== undefined && v.trim() !== '';

function legal(o: Organisation): Json {
  return {
    ...(filled(o.kvk) ? { legalId: { value: o.kvk.trim(), schemeAgencyId: 'KvK' } } : {}),
    ...(filled(o.btw) ? { taxId: { value: o.btw.trim(), schemeAgencyId: 'BTW' } } : {}),
  };
}

/** The agency as a message's supplier; `supplierNumber` is the customer's number for it, where known. */
export function supplierParty(agency: Agency, supplierNumber?: string): Json {
  return {
    ...(filled(supplierNumber) ? { id: [{ value: supplierNumber.trim(), schemeAgencyId: 'Customer' }] } : {}),
    ...legal(agency),
  };
}

/** The customer as a message's customer. */
export function customerParty(customer: CustomerParty): Json {
  return {
    ...(filled(customer.customerNumber)
      ? { id: [{ value: customer.customerNumber.trim(), schemeAgencyId: 'Customer' }] }
      : {}),
    ...legal(customer),
  };
}

/** Whether a message's party block names this organisation (by KvK, BTW or its own number). */
export function sameParty(party: unknown, o: Organisation & { customerNumber?: string }): boolean {
  const p = (party ?? {}) as { legalId?: { value?: string }; taxId?: { value?: string }; id?: unknown };
  if (filled(o.kvk) && p.legalId?.value === o.kvk.trim()) return true;
  if (filled(o.btw) && p.taxId?.value === o.btw.trim()) return true;
  const ids = Array.isArray(p.id) ? (p.id as { value?: string }[]) : [];
  return filled(o.customerNumber) && ids.some((id) => id.value === o.customerNumber?.trim());
}
