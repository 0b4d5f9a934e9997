// SETU Invoice 2.x is UBL 2.1 (EN 16931, NLCIUS). The XML is the source of truth: this checks its
// structure and totals and offers a compact JSON view for display. Issue paths point into that view.
import type { ValidationIssue } from '../schema/errors.ts';
import { XmlInputError } from '../xml/reader.ts';
import { type XmlElement as El, readXmlTree } from '../xml/tree.ts';

export const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
export const UBL_CAC_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
export const UBL_CBC_NS = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = UBL_CAC_NS;
const CBC = UBL_CBC_NS;

export interface InvoicePartyView {
  name: string;
  id?: string;
  legalId?: string;
  vatId?: string;
}

export interface InvoiceLineView {
  id: string;
  quantity: string;
  unitCode: string;
  lineExtensionAmount: string;
  itemName: string;
  price: string;
}

export interface InvoiceView {
  customizationId: string;
  profileId?: string;
  id: string;
  issueDate: string;
  dueDate?: string;
  typeCode: string;
  currency: string;
  supplier: InvoicePartyView;
  customer: InvoicePartyView;
  totals: {
    lineExtensionAmount: string;
    allowanceTotalAmount?: string;
    chargeTotalAmount?: string;
    taxExclusiveAmount: string;
    taxAmount: string;
    taxInclusiveAmount: string;
    prepaidAmount?: string;
    payableRoundingAmount?: string;
    payableAmount: string;
  };
  lines: InvoiceLineView[];
}

/** The invoice number, issued by the staffing supplier (the shape of a SETU documentId). */
export function invoiceDocumentId(view: InvoiceView): { value: string; schemeAgencyId: 'Supplier' } {
  return { value: view.id, schemeAgencyId: 'Supplier' };
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:\d{2})?$/;

/** A decimal as an integer count of 10^-scale units, so money adds up without float rounding. */
interface Dec {
  units: bigint;
  scale: number;
}

function dec(text: string | undefined): Dec | undefined {
  const m = text === undefined ? null : DECIMAL.exec(text);
  if (!m || (!m[2] && !m[3])) return undefined;
  const frac = m[3] ?? '';
  return { units: BigInt(`${m[1] === '-' ? '-' : ''}${m[2]}${frac}`), scale: frac.length };
}

const rescale = (d: Dec, scale: number) => d.units * 10n ** BigInt(scale - d.scale);

function add(...terms: Dec[]): Dec {
  const scale = Math.max(2, ...terms.map((t) => t.scale));
  return { units: terms.reduce((sum, t) => sum + rescale(t, scale), 0n), scale };
}

const same = (a: Dec, b: Dec) => add(a, { units: -b.units, scale: b.scale }).units === 0n;

function show(d: Dec): string {
  const digits = (d.units < 0n ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const int = digits.slice(0, digits.length - d.scale);
  return `${d.units < 0n ? '-' : ''}${int}${d.scale ? `.${digits.slice(-d.scale)}` : ''}`;
}

function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mo - 1];
  return days !== undefined && d >= 1 && d <= days;
}

const TOTAL_NAMES: Record<keyof InvoiceView['totals'], string> = {
  lineExtensionAmount: 'The sum of the line amounts',
  allowanceTotalAmount: 'The total of allowances',
  chargeTotalAmount: 'The total of charges',
  taxExclusiveAmount: 'The total without VAT',
  taxAmount: 'The VAT total',
  taxInclusiveAmount: 'The total with VAT',
  prepaidAmount: 'The prepaid amount',
  payableRoundingAmount: 'The rounding amount',
  payableAmount: 'The amount due',
};

const label = (ns: string, name: string) => `${ns === CAC ? 'cac:' : ns === CBC ? 'cbc:' : ''}${name}`;

class Reader {
  readonly issues: ValidationIssue[] = [];
  currency: string | undefined;

  problem(path: string, code: string, message: string): void {
    this.issues.push({ path, code, message });
  }

  /** The first child `name` in `ns`; a missing required one is reported (once: not under a missing parent). */
  el(parent: El | undefined, ns: string, name: string, path: string, what: string, required = true) {
    if (!parent) return undefined;
    const found = parent.kids.find((k) => k.name === name && k.ns === ns);
    if (found || !required) return found;
    const stray = parent.kids.find((k) => k.name === name);
    const where = `namespace ${stray?.ns ?? '(none)'}, not ${ns}`;
    if (stray) this.problem(path, 'namespace', `${what} (${name}) is in ${where}.`);
    else this.problem(path, 'required', `${what} is missing (${label(ns, name)}).`);
    return undefined;
  }

  text(parent: El | undefined, name: string, path: string, what: string, required = true) {
    const el = this.el(parent, CBC, name, path, what, required);
    if (el && !el.text && required) this.problem(path, 'required', `${what} is empty (${label(CBC, name)}).`);
    return el?.text;
  }

  date(parent: El | undefined, name: string, path: string, what: string, required = true) {
    const value = this.text(parent, name, path, what, required);
    if (value && !isDate(value))
      this.problem(path, 'format', `${what} must be a date (YYYY-MM-DD); found "${value}".`);
    return value;
  }

  amount(parent: El | undefined, name: string, path: string, what: string, required = true) {
    const el = this.el(parent, CBC, name, path, what, required);
    if (!el) return undefined;
    if (!dec(el.text))
      this.problem(path, 'type', `${what} must be a number such as 1234.56; found "${el.text}".`);
    const currency = el.attrs.currencyID;
    const expected = this.currency ? `the invoice currency, ${this.currency}` : 'such as EUR';
    if (!currency || (this.currency && currency !== this.currency)) {
      this.problem(path, 'currency', `${what} needs a currencyID attribute with ${expected}.`);
    }
    return el.text;
  }

  party(root: El, name: string, path: string, who: string): InvoicePartyView {
    const outer = this.el(root, CAC, name, path, `The ${who}`);
    const party = this.el(outer, CAC, 'Party', path, `The ${who}'s details`);
    const sub = (name: string) => this.el(party, CAC, name, '', '', false);
    const optional = (parent: El | undefined, name: string) => this.text(parent, name, '', '', false);
    const legal = sub('PartyLegalEntity');
    const partyName = optional(sub('PartyName'), 'Name') || optional(legal, 'RegistrationName');
    if (party && !partyName) {
      this.problem(`${path}/name`, 'required', `The ${who}'s name is missing (cac:PartyName/cbc:Name).`);
    }
    return {
      name: partyName ?? '',
      id: optional(sub('PartyIdentification'), 'ID'),
      legalId: optional(legal, 'CompanyID'),
      vatId: optional(sub('PartyTaxScheme'), 'CompanyID'),
    };
  }

  line(el: El, p: string): InvoiceLineView {
    const id = this.text(el, 'ID', `${p}/id`, 'The line number') ?? '';
    const qty = this.el(el, CBC, 'InvoicedQuantity', `${p}/quantity`, 'The invoiced quantity');
    if (qty && !dec(qty.text)) {
      this.problem(`${p}/quantity`, 'type', `The invoiced quantity must be a number; found "${qty.text}".`);
    }
    if (qty && !qty.attrs.unitCode) {
      this.problem(`${p}/unitCode`, 'required', 'The unit of the quantity is missing (unitCode attribute).');
    }
    const amount = this.amount(el, 'LineExtensionAmount', `${p}/lineExtensionAmount`, 'The line amount');
    const item = this.el(el, CAC, 'Item', `${p}/itemName`, 'The item');
    const price = this.el(el, CAC, 'Price', `${p}/price`, 'The price');
    return {
      id,
      quantity: qty?.text ?? '',
      unitCode: qty?.attrs.unitCode ?? '',
      lineExtensionAmount: amount ?? '',
      itemName: this.text(item, 'Name', `${p}/itemName`, 'The item name') ?? '',
      price: this.amount(price, 'PriceAmount', `${p}/price`, 'The item price') ?? '',
    };
  }

  totals(root: El): InvoiceView['totals'] {
    const t = this.el(root, CAC, 'LegalMonetaryTotal', '/totals', 'The invoice totals');
    const member = (name: string) => `${name[0]?.toLowerCase()}${name.slice(1)}` as keyof Totals;
    const may = (name: string, required = false) =>
      this.amount(t, name, `/totals/${member(name)}`, TOTAL_NAMES[member(name)], required);
    const need = (name: string) => may(name, true) ?? '';
    // A second TaxTotal may state the VAT in the tax accounting currency; the document one counts.
    const taxTotals = root.kids.filter((k) => k.ns === CAC && k.name === 'TaxTotal');
    const inCurrency = (k: El) =>
      k.kids.some((a) => a.name === 'TaxAmount' && a.attrs.currencyID === this.currency);
    const taxTotal = taxTotals.find(inCurrency) ?? taxTotals[0];
    if (!taxTotal) this.problem('/totals/taxAmount', 'required', 'The VAT total is missing (cac:TaxTotal).');
    return {
      lineExtensionAmount: need('LineExtensionAmount'),
      allowanceTotalAmount: may('AllowanceTotalAmount'),
      chargeTotalAmount: may('ChargeTotalAmount'),
      taxExclusiveAmount: need('TaxExclusiveAmount'),
      taxAmount: this.amount(taxTotal, 'TaxAmount', '/totals/taxAmount', TOTAL_NAMES.taxAmount) ?? '',
      taxInclusiveAmount: need('TaxInclusiveAmount'),
      prepaidAmount: may('PrepaidAmount'),
      payableRoundingAmount: may('PayableRoundingAmount'),
      payableAmount: need('PayableAmount'),
    };
  }
}

type Totals = InvoiceView['totals'];
const zero = (s: string | undefined) => (s === undefined ? { units: 0n, scale: 0 } : dec(s));
const minus = (s: string | undefined) => {
  const d = zero(s);
  return d && { units: -d.units, scale: d.scale };
};

// EN 16931 BR-CO-10, -13, -15 and -16: each total against the amounts it is made of.
const SUMS: [keyof Totals, string, (t: Totals, lines: InvoiceLineView[]) => (Dec | undefined)[]][] = [
  [
    'lineExtensionAmount',
    'the invoice lines add up to',
    (_, lines) => lines.map((l) => dec(l.lineExtensionAmount)),
  ],
  [
    'taxExclusiveAmount',
    'the line total less allowances plus charges is',
    (t) => [dec(t.lineExtensionAmount), minus(t.allowanceTotalAmount), zero(t.chargeTotalAmount)],
  ],
  [
    'taxInclusiveAmount',
    'the total without VAT plus the VAT is',
    (t) => [dec(t.taxExclusiveAmount), dec(t.taxAmount)],
  ],
  [
    'payableAmount',
    'the total with VAT less prepaid plus rounding is',
    (t) => [dec(t.taxInclusiveAmount), minus(t.prepaidAmount), zero(t.payableRoundingAmount)],
  ],
];

/** Checks each sum only where every term is a valid number, so one bad amount is reported once. */
function checkSums(r: Reader, v: InvoiceView): void {
  for (const [member, explain, terms] of SUMS) {
    const stated = dec(v.totals[member]);
    const parts = terms(v.totals, v.lines);
    if (!stated || !parts.length || parts.some((x) => x === undefined)) continue;
    const expected = add(...(parts as Dec[]));
    if (same(stated, expected)) continue;
    const message = `${TOTAL_NAMES[member]} is ${v.totals[member]}, but ${explain} ${show(expected)}.`;
    r.problem(`/totals/${member}`, 'total-mismatch', message);
  }
}

// Header values with a fixed form, checked once the view is built.
const FORMS: [keyof InvoiceView, RegExp, string][] = [
  ['currency', /^[A-Z]{3}$/, 'The invoice currency must be a three-letter code such as EUR'],
  ['customizationId', /^urn:cen\.eu:en16931:2017/, 'The specification identifier must name EN 16931'],
  ['typeCode', /^\d{2,3}$/, 'The invoice type code must be a UNTDID 1001 code such as 380'],
];

function readInvoiceXml(xml: string): { root?: El; issue?: ValidationIssue } {
  try {
    return readXmlTree(xml);
  } catch (e) {
    if (e instanceof XmlInputError) return { issue: { path: '', code: e.code, message: e.message } };
    throw e;
  }
}

/** Checks a UBL invoice and gives its JSON view (whenever the root is a UBL Invoice). */
export function checkInvoice(xml: string): { issues: ValidationIssue[]; invoice?: InvoiceView } {
  const { root, issue } = readInvoiceXml(xml);
  if (issue) return { issues: [issue] };
  if (root?.name !== 'Invoice' || root.ns !== UBL_INVOICE_NS) {
    const found = root ? `${root.name} in namespace ${root.ns ?? '(none)'}` : 'no element';
    const message = `The root element must be Invoice in namespace ${UBL_INVOICE_NS}; found ${found}.`;
    return { issues: [{ path: '', code: 'root', message }] };
  }
  const r = new Reader();
  const currency = r.text(root, 'DocumentCurrencyCode', '/currency', 'The invoice currency') ?? '';
  r.currency = /^[A-Z]{3}$/.test(currency) ? currency : undefined;
  const lineEls = root.kids.filter((k) => k.ns === CAC && k.name === 'InvoiceLine');
  if (!lineEls.length)
    r.problem('/lines', 'min-items', 'An invoice needs at least one line (cac:InvoiceLine).');
  const invoice: InvoiceView = {
    customizationId:
      r.text(root, 'CustomizationID', '/customizationId', 'The specification identifier') ?? '',
    profileId: r.text(root, 'ProfileID', '/profileId', 'The process identifier', false),
    id: r.text(root, 'ID', '/id', 'The invoice number') ?? '',
    issueDate: r.date(root, 'IssueDate', '/issueDate', 'The invoice date') ?? '',
    dueDate: r.date(root, 'DueDate', '/dueDate', 'The due date', false),
    typeCode: r.text(root, 'InvoiceTypeCode', '/typeCode', 'The invoice type code') ?? '',
    currency,
    supplier: r.party(root, 'AccountingSupplierParty', '/supplier', 'supplier'),
    customer: r.party(root, 'AccountingCustomerParty', '/customer', 'customer'),
    totals: r.totals(root),
    lines: lineEls.map((el, k) => r.line(el, `/lines/${k}`)),
  };
  const used = new Set<string>();
  invoice.lines.forEach((l, k) => {
    const message = `Line number ${l.id} is already used by an earlier line; line numbers must be unique.`;
    if (used.has(l.id)) r.problem(`/lines/${k}/id`, 'duplicate', message);
    else if (l.id) used.add(l.id);
  });
  for (const [member, form, expected] of FORMS) {
    const value = invoice[member] as string | undefined;
    if (value && !form.test(value)) r.problem(`/${member}`, 'pattern', `${expected}; found "${value}".`);
  }
  checkSums(r, invoice);
  // The round trip drops absent optional members, so the view holds only what the XML has.
  return { issues: r.issues, invoice: JSON.parse(JSON.stringify(invoice)) as InvoiceView };
}
