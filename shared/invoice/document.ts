// An invoice as the Workbench makes it (DESIGN §15), before it is UBL: who bills whom, its lines with
// where each came from, its VAT and totals, and what stands in the way of sending it. Amounts are cents,
// quantities hundredths and prices millionths of a euro (money.ts); the UBL is written from this
// (invoice-ubl.ts) once the invoice has its number, and the same document is what people read.
import type { Address } from '../parties/address.ts';
import type { GAccount } from '../parties/agency.ts';

export interface InvoiceParty {
  name: string;
  /** What the other side knows the party by (PartyIdentification): a supplier or customer number, else the KvK number. */
  id?: string;
  kvk?: string;
  btw?: string;
  address?: Address;
}

export interface InvoiceLine {
  kind: 'hours' | 'allowance';
  placement: string;
  worker: string;
  personnelNumber?: string;
  /** The Assignment's number. */
  assignment: string;
  /** The ISO week of the timecard it comes from, and that timecard's number. */
  week: string;
  timecard: string;
  /** The agency's type code (HT100, KM) and its name in both languages. */
  code: string;
  name: { nl: string; en: string };
  /** What the customer's system reads it as: a SETU hour type or invoice line reason (BR-16). */
  setu?: string;
  /** Hundredths of an hour or of a unit; negative on a credit. */
  quantity: number;
  unit: 'HUR' | 'C62';
  /** Millionths of a euro per unit (the bill rate times `percent`); absent where no bill rate is known. */
  price?: number;
  /** Percent of the bill rate (150 for overtime), where the rate says. */
  percent?: number;
  /** Cents: quantity times price, rounded. */
  amount: number;
  /** VAT percentage. */
  vat: number;
  costCenter?: string;
  /** An allowance's day, and the receipt's attachment id where the timecard has one. */
  date?: string;
  receipt?: string;
  note?: string;
}

/** The timecard of a placement's week an invoice bills, at the revision it billed. */
export interface InvoiceSource {
  placement: string;
  week: string;
  /** `sent:<counterparty>/<resource>` (our outbox) or `received:<collection>/<id>` (the store). */
  source: string;
  revision: number;
  /** A digest of what it billed (shared/invoice/cards.ts cardKey): a later revision that bills the same has the same. */
  key: string;
}

/** A placement's week with two different timecards, ours and the customer's: the clerk chooses which counts. */
export interface Undecided {
  placement: string;
  worker: string;
  week: string;
  options: {
    source: string;
    /** Ours (sent by the Workbench) or the customer's (received). */
    from: 'sent' | 'received';
    timecard: string;
    /** Minutes worked in all, and allowance lines. */
    minutes: number;
    allowances: number;
  }[];
}

export interface VatTotal {
  percent: number;
  taxable: number;
  amount: number;
}

export interface InvoiceProblem {
  code: string;
  /** Names the problem is about (a worker, a type, the customer), for its words. */
  about: Record<string, string>;
  nl: string;
  en: string;
}

export interface InvoiceDocument {
  kind: 'invoice' | 'credit';
  counterparty: string;
  /** `2026-W48`, `2026-P12`, `2026-11`. */
  period: string;
  /** The period in words, in Dutch (what the customer reads). */
  periodText: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** The invoice a credit corrects: its number. */
  corrects?: string;
  purchaseOrder?: string;
  costCenter?: string;
  paymentDays: number;
  iban?: string;
  /** Where the customer pays a G-account share: the account and the share, and `gAmount` the cents. */
  gAccount?: GAccount;
  lines: InvoiceLine[];
  vat: VatTotal[];
  /** Cents: the lines, the VAT, and what is due. */
  net: number;
  vatAmount: number;
  payable: number;
  gAmount?: number;
  sources: InvoiceSource[];
  /** Weeks waiting for the clerk's choice between two timecards. */
  undecided: Undecided[];
  problems: InvoiceProblem[];
}
