// A supplier's UBL invoice read into the sheet people read (renderer/invoices/sheet.ts): the parties with
// their address, KvK and VAT numbers, the lines by their description, the VAT per rate, the totals and
// where to pay. Whatever the XML lacks is left out; amounts are read as the decimals they are written as.

import { UBL_CAC_NS, UBL_CBC_NS } from '../../shared/invoice/ubl-read.ts';
import { printIban } from '../../shared/parties/iban.ts';
import { readXmlTree, type XmlElement } from '../../shared/xml/tree.ts';
import type { Sheet, SheetParty } from '../invoices/sheet.ts';

const kid = (el: XmlElement | undefined, ns: string, name: string) =>
  el?.kids.find((k) => k.ns === ns && k.name === name);
const kids = (el: XmlElement | undefined, ns: string, name: string) =>
  el?.kids.filter((k) => k.ns === ns && k.name === name) ?? [];

/** The group at a path of `cac:` groups: `['AccountingSupplierParty', 'Party']`. */
const group = (el: XmlElement | undefined, path: string[]) =>
  path.reduce<XmlElement | undefined>((here, name) => kid(here, UBL_CAC_NS, name), el);

/** The element at a path of `cac:` groups ending in one `cbc:` value: `['PartyName', 'Name']`. */
const at = (el: XmlElement | undefined, path: string[]) =>
  kid(group(el, path.slice(0, -1)), UBL_CBC_NS, path.at(-1) as string);
const text = (el: XmlElement | undefined, path: string[]) => at(el, path)?.text.trim() || undefined;
const amount = (el: XmlElement | undefined, path: string[]) => {
  const v = Number(text(el, path));
  return Number.isFinite(v) ? v : 0;
};

function party(root: XmlElement, role: string): SheetParty {
  const p = group(root, [role, 'Party']);
  const a = kid(p, UBL_CAC_NS, 'PostalAddress');
  const street = text(a, ['StreetName']);
  const place = [text(a, ['PostalZone']), text(a, ['CityName'])].filter(Boolean).join(' ');
  const address = [street, place].filter(Boolean).join(', ');
  const kvk = text(p, ['PartyLegalEntity', 'CompanyID']);
  const btw = text(p, ['PartyTaxScheme', 'CompanyID']);
  return {
    name: text(p, ['PartyName', 'Name']) ?? text(p, ['PartyLegalEntity', 'RegistrationName']) ?? '',
    ...(address ? { address } : {}),
    ...(kvk ? { kvk } : {}),
    ...(btw ? { btw } : {}),
  };
}

/** The invoice's sheet, or undefined where the text is not XML. */
export function ublSheet(xml: string): Sheet | undefined {
  let root: XmlElement;
  try {
    root = readXmlTree(xml).root;
  } catch {
    return undefined;
  }
  const totals = kid(root, UBL_CAC_NS, 'LegalMonetaryTotal');
  const payable = amount(totals, ['PayableAmount']);
  const tax = kid(root, UBL_CAC_NS, 'TaxTotal');
  const means = kids(root, UBL_CAC_NS, 'PaymentMeans');
  const account = (m: XmlElement | undefined) => text(m, ['PayeeFinancialAccount', 'ID']);
  const gMeans = means.find((m) => text(m, ['ID']) === 'GACCOUNT');
  const gTerms = kids(root, UBL_CAC_NS, 'PaymentTerms').find(
    (t) => text(t, ['PaymentMeansID']) === 'GACCOUNT',
  );
  const gIban = account(gMeans) && printIban(account(gMeans) as string);
  const iban = account(means.find((m) => m !== gMeans));
  const issueDate = text(root, ['IssueDate']);
  const dueDate = text(root, ['DueDate']);
  const days =
    issueDate && dueDate ? Math.round((Date.parse(dueDate) - Date.parse(issueDate)) / 86_400_000) : undefined;
  const optional = {
    number: text(root, ['ID']),
    issueDate,
    dueDate,
    periodText: text(root, ['Note']),
    purchaseOrder: text(root, ['OrderReference', 'ID']),
    costCenter: text(root, ['AccountingCost']),
    corrects: text(root, ['BillingReference', 'InvoiceDocumentReference', 'ID']),
    iban: iban && printIban(iban),
    paymentDays: days,
  };
  return {
    kind: text(root, ['InvoiceTypeCode']) === '381' || payable < 0 ? 'credit' : 'invoice',
    ...(Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)) as typeof optional),
    seller: party(root, 'AccountingSupplierParty'),
    buyer: party(root, 'AccountingCustomerParty'),
    lines: kids(root, UBL_CAC_NS, 'InvoiceLine').map((l) => {
      const quantity = at(l, ['InvoicedQuantity']);
      const vat = text(l, ['Item', 'ClassifiedTaxCategory', 'Percent']);
      return {
        what: text(l, ['Item', 'Description']) ?? text(l, ['Item', 'Name']) ?? '',
        quantity: Number(quantity?.text ?? 0),
        unit: quantity?.attrs.unitCode ?? '',
        price: amount(l, ['Price', 'PriceAmount']),
        ...(vat !== undefined ? { vat: Number(vat) } : {}),
        amount: amount(l, ['LineExtensionAmount']),
      };
    }),
    vat: kids(tax, UBL_CAC_NS, 'TaxSubtotal').map((s) => ({
      percent: amount(s, ['TaxCategory', 'Percent']),
      taxable: amount(s, ['TaxableAmount']),
      amount: amount(s, ['TaxAmount']),
    })),
    net: amount(totals, ['TaxExclusiveAmount']),
    vatAmount: amount(tax, ['TaxAmount']),
    payable,
    ...(gIban ? { gAccount: { iban: gIban, amount: amount(gTerms, ['Amount']) } } : {}),
  };
}
