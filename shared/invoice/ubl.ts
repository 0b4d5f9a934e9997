// An invoice document as UBL 2.1 XML (SETU Invoice 2.2, NLCIUS; with the Dutch G-account extension where
// the customer pays a share into the agency's G-account). Elements follow the UBL schema's order; what
// SETU's rules forbid (InvoicePeriod, a second TaxTotal, EndpointID, prepaid amounts) is never written.
import type { Address } from '../parties/address.ts';
import { xmlSafe } from '../xml/codec.ts';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './document.ts';
import { amountText, priceText, quantityText } from './money.ts';
import { UBL_CAC_NS, UBL_CBC_NS, UBL_INVOICE_NS } from './ubl-read.ts';

export const NLCIUS = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0';
export const G_ACCOUNT = `${NLCIUS}#conformant#urn:fdc:nen.nl:gaccount:v1.0`;
/** The SETU Invoice version the Workbench writes. */
export const INVOICE_VERSION = '2.2';

export interface Numbered {
  number: string;
  issueDate: string;
  dueDate: string;
}

/** A receipt embedded in the invoice, as the customer's system needs it to check an allowance. */
export interface Receipt {
  mimeType: string;
  filename: string;
  /** The file's bytes in base64. */
  content: string;
}

type Node = string | false | undefined | Node[];

/** Text as XML carries it; a control character a name might hold is written as `U+0001`. */
const xmlText = (s: string) =>
  xmlSafe(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function el(name: string, attrs: Record<string, string | undefined>, ...children: Node[]): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${xmlText(v as string)}"`)
    .join('');
  const kids = children
    .flat(Number.POSITIVE_INFINITY as 1)
    .filter((c): c is string => typeof c === 'string' && c !== '');
  return `<${name}${a}>${kids.join('')}</${name}>`;
}

/** A basic component holding text; nothing where there is no value (SI-UBL warns of empty elements). */
const cbc = (name: string, value: string | undefined, attrs: Record<string, string | undefined> = {}) =>
  value === undefined || value === '' ? undefined : el(`cbc:${name}`, attrs, xmlText(value));
const cac = (name: string, ...children: Node[]) => el(`cac:${name}`, {}, ...children);
const money = (name: string, cents: number) => cbc(name, amountText(cents), { currencyID: 'EUR' });

const postal = (a: Address | undefined) =>
  a &&
  cac(
    'PostalAddress',
    cbc('StreetName', a.street),
    cbc('CityName', a.city),
    cbc('PostalZone', a.postalCode),
    cac('Country', cbc('IdentificationCode', a.country ?? 'NL')),
  );

function party(p: InvoiceParty): string {
  return cac(
    'Party',
    p.id && cac('PartyIdentification', cbc('ID', p.id)),
    cac('PartyName', cbc('Name', p.name)),
    postal(p.address),
    p.btw && cac('PartyTaxScheme', cbc('CompanyID', p.btw), cac('TaxScheme', cbc('ID', 'VAT'))),
    cac('PartyLegalEntity', cbc('RegistrationName', p.name), cbc('CompanyID', p.kvk, { schemeID: '0106' })),
  );
}

/** A VAT category (ClassifiedTaxCategory, TaxCategory): standard rated, or zero rated at 0 %. */
const taxCategory = (name: string, percent: number) =>
  cac(
    name,
    cbc('ID', percent > 0 ? 'S' : 'Z'),
    cbc('Percent', String(percent)),
    cac('TaxScheme', cbc('ID', 'VAT')),
  );

const property = (name: string, value: string | undefined) =>
  value && cac('AdditionalItemProperty', cbc('Name', name), cbc('Value', value));

function line(l: InvoiceLine, id: number): string {
  const what =
    l.kind === 'hours' ? `${l.name.nl}, week ${Number(l.week.slice(6))}` : `${l.name.nl}, ${l.date}`;
  return cac(
    'InvoiceLine',
    cbc('ID', String(id)),
    cbc('Note', l.note),
    cbc('InvoicedQuantity', quantityText(l.quantity), { unitCode: l.unit }),
    money('LineExtensionAmount', l.amount),
    cbc('AccountingCost', l.costCenter),
    l.timecard && cac('DocumentReference', cbc('ID', l.timecard)),
    cac(
      'Item',
      cbc('Description', `${l.worker}: ${what}`),
      cbc('Name', l.setu ?? l.code),
      taxCategory('ClassifiedTaxCategory', l.vat),
      property('Medewerker', l.worker),
      property('Personeelsnummer', l.personnelNumber),
      property('Opdrachtnummer', l.assignment),
      property('Werkweeknummer', String(Number(l.week.slice(6)))),
      l.percent !== undefined && l.percent !== 100 ? property('Percentage', String(l.percent)) : undefined,
    ),
    cac(
      'Price',
      cbc('PriceAmount', priceText(l.price ?? 0), { currencyID: 'EUR' }),
      cbc('BaseQuantity', '1', { unitCode: l.unit }),
    ),
  );
}

/** Payment to the agency's account, and where the customer pays a G-account share, to that account too. */
function payment(doc: InvoiceDocument, n: Numbered): Node[] {
  const means = (id: string | undefined, iban: string | undefined) =>
    cac(
      'PaymentMeans',
      cbc('ID', id),
      cbc('PaymentMeansCode', '58'),
      iban && cac('PayeeFinancialAccount', cbc('ID', iban)),
    );
  const note = `Betaling binnen ${doc.paymentDays} dagen, uiterlijk ${n.dueDate}.`;
  if (!doc.gAccount || doc.gAmount === undefined)
    return [means(undefined, doc.iban), doc.payable > 0 && cac('PaymentTerms', cbc('Note', note))];
  const g = doc.gAmount;
  return [
    means('1', doc.iban),
    means('GACCOUNT', doc.gAccount.iban),
    cac('PaymentTerms', cbc('PaymentMeansID', '1'), cbc('Note', note), money('Amount', doc.payable - g)),
    cac('PaymentTerms', cbc('PaymentMeansID', 'GACCOUNT'), money('Amount', g)),
  ];
}

/** The invoice's UBL, with its number and dates, and its receipts embedded by attachment id. */
export function invoiceXml(
  doc: InvoiceDocument,
  n: Numbered,
  receipts: Map<string, Receipt> = new Map(),
): string {
  const timecards = [...new Set(doc.lines.map((l) => l.timecard).filter(Boolean))];
  const attached = [
    ...new Set(doc.lines.flatMap((l) => (l.receipt && receipts.has(l.receipt) ? [l.receipt] : []))),
  ];
  const root = el(
    'Invoice',
    { xmlns: UBL_INVOICE_NS, 'xmlns:cac': UBL_CAC_NS, 'xmlns:cbc': UBL_CBC_NS },
    cbc('CustomizationID', doc.gAccount ? G_ACCOUNT : NLCIUS),
    cbc('ID', n.number),
    cbc('IssueDate', n.issueDate),
    doc.payable > 0 ? cbc('DueDate', n.dueDate) : undefined,
    cbc('InvoiceTypeCode', '380'),
    cbc(
      'Note',
      doc.kind === 'credit'
        ? `Creditfactuur bij factuur ${doc.corrects}: ${doc.periodText}.`
        : `Uren ${doc.periodText}.`,
    ),
    cbc('DocumentCurrencyCode', 'EUR'),
    cbc('AccountingCost', doc.costCenter),
    // NLCIUS wants a buyer reference or an order reference; without an order number the period serves.
    doc.purchaseOrder ? undefined : cbc('BuyerReference', doc.costCenter ?? doc.periodText),
    doc.purchaseOrder && cac('OrderReference', cbc('ID', doc.purchaseOrder)),
    doc.corrects && cac('BillingReference', cac('InvoiceDocumentReference', cbc('ID', doc.corrects))),
    timecards.map((id) =>
      cac('AdditionalDocumentReference', cbc('ID', id), cbc('DocumentDescription', 'Timecard')),
    ),
    attached.map((id) => {
      const r = receipts.get(id) as Receipt;
      return cac(
        'AdditionalDocumentReference',
        cbc('ID', id),
        cbc('DocumentDescription', 'Bon'),
        cac(
          'Attachment',
          cbc('EmbeddedDocumentBinaryObject', r.content, { mimeCode: r.mimeType, filename: r.filename }),
        ),
      );
    }),
    cac('AccountingSupplierParty', party(doc.seller)),
    cac('AccountingCustomerParty', party(doc.buyer)),
    payment(doc, n),
    cac(
      'TaxTotal',
      money('TaxAmount', doc.vatAmount),
      doc.vat.map((v) =>
        cac(
          'TaxSubtotal',
          money('TaxableAmount', v.taxable),
          money('TaxAmount', v.amount),
          taxCategory('TaxCategory', v.percent),
        ),
      ),
    ),
    cac(
      'LegalMonetaryTotal',
      money('LineExtensionAmount', doc.net),
      money('TaxExclusiveAmount', doc.net),
      money('TaxInclusiveAmount', doc.payable),
      money('PayableAmount', doc.payable),
    ),
    doc.lines.map((l, i) => line(l, i + 1)),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}
