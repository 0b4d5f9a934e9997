// "My agency" (Settings) and a customer's party data (on its counterparty): the organisations' own
// details, kept in words, and written out as the SETU party blocks that messages carry. SETU parties
// have no name member: names are for people reading the Workbench.

export interface Organisation {
  name: string;
  /** Chamber of Commerce (KvK) number. */
  kvk?: string;
  /** VAT (BTW) number. */
  btw?: string;
}

export type Agency = Organisation;

/** A customer's details, kept on the counterparty that is its back office. */
export interface CustomerParty extends Organisation {
  /** The number the customer knows the agency by (its supplier number there). */
  supplierNumber?: string;
  /** The customer's own number for itself, as it uses in its messages. */
  customerNumber?: string;
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
export function sameParty(party: unknown, o: CustomerParty): boolean {
  const p = (party ?? {}) as { legalId?: { value?: string }; taxId?: { value?: string }; id?: unknown };
  if (filled(o.kvk) && p.legalId?.value === o.kvk.trim()) return true;
  if (filled(o.btw) && p.taxId?.value === o.btw.trim()) return true;
  const ids = Array.isArray(p.id) ? (p.id as { value?: string }[]) : [];
  return filled(o.customerNumber) && ids.some((id) => id.value === o.customerNumber?.trim());
}
