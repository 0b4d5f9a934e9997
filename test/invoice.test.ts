// SETU Invoice (UBL 2.1): the official examples pass and read well; each kind of damage is named at
// the right place in the JSON view.
import { describe, expect, it } from 'vitest';
import { checkInvoice, invoiceDocumentId, UBL_CBC_NS, UBL_INVOICE_NS } from '../shared/invoice/ubl-read.ts';
import { readSpec } from './support/official.ts';

const v20 = readSpec('examples', 'invoice', 'Invoice-2.0.xml');
const v21 = readSpec('examples', 'invoice', 'Invoice-2.1.xml');

/** Applies one textual change and insists it took, so a mutation cannot silently do nothing. */
function mutate(xml: string, from: string | RegExp, to: string): string {
  const out = xml.replace(from, to);
  expect(out, `mutation ${String(from)}`).not.toBe(xml);
  return out;
}

const block = (name: string) => new RegExp(`<cac:${name}>[\\s\\S]*?</cac:${name}>`);
const element = (name: string) => new RegExp(`<cbc:${name}[^>]*>[^<]*</cbc:${name}>`);
const issuesOf = (xml: string) => checkInvoice(xml).issues.map(({ path, code }) => ({ path, code }));

describe('official examples', () => {
  it('Invoice 2.1 (NLCIUS) passes and gives a sensible view', () => {
    const { issues, invoice } = checkInvoice(v21);
    expect(issues).toEqual([]);
    expect(invoice).toMatchObject({
      customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0',
      id: '28425365',
      issueDate: '2017-08-14',
      dueDate: '2017-09-14',
      typeCode: '380',
      currency: 'EUR',
      supplier: { name: 'Uitzendbureau X', id: '39876', legalId: '61979007', vatId: 'NL854576885B01' },
      customer: { name: 'Van Klanteren B.V.', id: '223445', legalId: '01234567' },
      totals: {
        lineExtensionAmount: '638.00',
        taxExclusiveAmount: '638.00',
        taxAmount: '133.98',
        taxInclusiveAmount: '771.98',
        payableAmount: '771.98',
      },
    });
    expect(invoice?.lines).toHaveLength(4);
    expect(invoice?.lines[0]).toEqual({
      id: '1',
      quantity: '16',
      unitCode: 'HUR',
      lineExtensionAmount: '256.00',
      itemName: 'Regular',
      price: '16.00',
    });
    expect(invoice?.lines[3]).toMatchObject({ itemName: 'Transportation costs', price: '3.50' });
    if (!invoice) throw new Error('no view');
    expect(invoiceDocumentId(invoice)).toEqual({ value: '28425365', schemeAgencyId: 'Supplier' });
  });

  it('Invoice 2.0 (SETU extension) passes; absent optional members stay absent', () => {
    const { issues, invoice } = checkInvoice(v20);
    expect(issues).toEqual([]);
    expect(invoice?.customizationId).toMatch(/^urn:cen\.eu:en16931:2017:extended:urn:ns\.setu\.nl/);
    expect(invoice && 'dueDate' in invoice).toBe(false);
    expect(invoice && 'prepaidAmount' in invoice.totals).toBe(false);
    expect(invoice?.customer).toEqual({ name: 'Van Klanteren B.V.', id: '223445' });
    expect(invoice?.lines.map((l) => l.lineExtensionAmount)).toEqual(['256.00', '48.00', '320.00', '14.00']);
  });
});

describe('namespaces are resolved, not matched by prefix', () => {
  it('other prefixes and a default namespace read the same', () => {
    const renamed = v21
      .replace(`xmlns="${UBL_INVOICE_NS}"`, `xmlns:inv="${UBL_INVOICE_NS}" xmlns="${UBL_CBC_NS}"`)
      .replace(/<(\/?)Invoice\b/g, '<$1inv:Invoice')
      .replace(/<(\/?)cbc:/g, '<$1')
      .replace(/(<\/?|xmlns:)cac\b/g, '$1agg');
    const { issues, invoice } = checkInvoice(renamed);
    expect(issues).toEqual([]);
    expect(invoice).toEqual(checkInvoice(v21).invoice);
  });

  it('a known prefix bound to the wrong namespace is reported', () => {
    const wrong = mutate(v21, `xmlns:cbc="${UBL_CBC_NS}"`, 'xmlns:cbc="urn:example:not-ubl"');
    const { issues } = checkInvoice(wrong);
    expect(issues).toContainEqual({
      path: '/id',
      code: 'namespace',
      message: `The invoice number (ID) is in namespace urn:example:not-ubl, not ${UBL_CBC_NS}.`,
    });
  });

  it('an undeclared prefix is reported', () => {
    const undeclared = mutate(v21, '<cbc:Note>', '<x:Note>').replace('</cbc:Note>', '</x:Note>');
    expect(issuesOf(undeclared)).toEqual([{ path: '', code: 'namespace' }]);
  });
});

describe('damaged invoices', () => {
  const missing: [string, RegExp, string][] = [
    ['CustomizationID', element('CustomizationID'), '/customizationId'],
    ['ID', /<cbc:ID>28425365<\/cbc:ID>/, '/id'],
    ['IssueDate', element('IssueDate'), '/issueDate'],
    ['InvoiceTypeCode', element('InvoiceTypeCode'), '/typeCode'],
    ['DocumentCurrencyCode', element('DocumentCurrencyCode'), '/currency'],
    ['AccountingSupplierParty', block('AccountingSupplierParty'), '/supplier'],
    ['AccountingCustomerParty', block('AccountingCustomerParty'), '/customer'],
    [
      'TaxTotal',
      /<cac:TaxTotal>\s*<cbc:TaxAmount[\s\S]*?<\/cac:TaxSubtotal>\s*<\/cac:TaxTotal>/,
      '/totals/taxAmount',
    ],
    ['LegalMonetaryTotal', block('LegalMonetaryTotal'), '/totals'],
    ['TaxExclusiveAmount', element('TaxExclusiveAmount'), '/totals/taxExclusiveAmount'],
    ['TaxInclusiveAmount', element('TaxInclusiveAmount'), '/totals/taxInclusiveAmount'],
    ['PayableAmount', element('PayableAmount'), '/totals/payableAmount'],
  ];
  for (const [name, pattern, path] of missing) {
    it(`without ${name}`, () => {
      const issues = checkInvoice(mutate(v21, pattern, '')).issues;
      expect(issues.map(({ path, code }) => ({ path, code }))).toContainEqual({ path, code: 'required' });
      expect(issues.find((i) => i.path === path)?.message).toMatch(/is missing \((cac|cbc):\w+\)\.$/);
    });
  }

  it('without the total of the line amounts, the sum check stays quiet rather than guessing', () => {
    const xml = mutate(
      v21,
      /<cbc:LineExtensionAmount currencyID="EUR">638.00<\/cbc:LineExtensionAmount>/,
      '',
    );
    expect(issuesOf(xml)).toEqual([{ path: '/totals/lineExtensionAmount', code: 'required' }]);
  });

  it('without any line', () => {
    const { issues, invoice } = checkInvoice(
      v21.replace(/<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>/g, ''),
    );
    expect(issues).toEqual([
      { path: '/lines', code: 'min-items', message: 'An invoice needs at least one line (cac:InvoiceLine).' },
    ]);
    expect(invoice?.lines).toEqual([]);
  });

  it('a line without its price, item or quantity unit', () => {
    const lines = v21.split('<cac:InvoiceLine>');
    lines[3] = mutate(lines[3] ?? '', block('Price'), '');
    lines[4] = mutate(mutate(lines[4] ?? '', block('Item'), ''), ' unitCode="HUR"', '');
    expect(issuesOf(lines.join('<cac:InvoiceLine>'))).toEqual([
      { path: '/lines/2/price', code: 'required' },
      { path: '/lines/3/unitCode', code: 'required' },
      { path: '/lines/3/itemName', code: 'required' },
    ]);
  });

  it('a line amount that no longer adds up', () => {
    const xml = mutate(v21, '>320.00<', '>321.00<');
    expect(checkInvoice(xml).issues).toEqual([
      {
        path: '/totals/lineExtensionAmount',
        code: 'total-mismatch',
        message: 'The sum of the line amounts is 638.00, but the invoice lines add up to 639.00.',
      },
    ]);
  });

  it('sums are decimal, not floating point (0.10 + 0.20 = 0.30)', () => {
    let xml = v21;
    for (const [from, to] of [
      ['256.00', '0.10'],
      ['48.00', '0.20'],
      ['320.00', '0'],
      ['14.00', '0.000'],
    ]) {
      xml = mutate(xml, `"EUR">${from}</cbc:LineExtensionAmount>`, `"EUR">${to}</cbc:LineExtensionAmount>`);
    }
    xml = xml
      .replace(/>638.00</g, '>0.3<')
      .replace('>133.98<', '>0.06<')
      .replace(/>771.98</g, '>0.36<');
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(checkInvoice(xml).issues).toEqual([]);
  });

  it('totals that disagree with each other', () => {
    const xml = mutate(v21, /(TaxInclusiveAmount currencyID="EUR">)771.98/, '$1771.99');
    expect(checkInvoice(xml).issues.map((i) => i.message)).toEqual([
      'The total with VAT is 771.99, but the total without VAT plus the VAT is 771.98.',
      'The amount due is 771.98, but the total with VAT less prepaid plus rounding is 771.99.',
    ]);
  });

  it('bad dates, numbers, codes, currencies and duplicate line numbers', () => {
    let xml = mutate(v21, '>2017-08-14<', '>2017-02-30<');
    xml = mutate(xml, '>2017-09-14<', '>14-09-2017<');
    xml = mutate(xml, /(PayableAmount currencyID="EUR">)771.98/, '$1seven');
    xml = mutate(xml, '<cbc:InvoiceTypeCode>380', '<cbc:InvoiceTypeCode>invoice');
    xml = mutate(xml, 'currencyID="EUR">48.00', 'currencyID="USD">48.00');
    xml = mutate(xml, '<cbc:ID>4</cbc:ID>', '<cbc:ID>3</cbc:ID>');
    expect(checkInvoice(xml).issues).toEqual([
      {
        path: '/issueDate',
        code: 'format',
        message: 'The invoice date must be a date (YYYY-MM-DD); found "2017-02-30".',
      },
      {
        path: '/dueDate',
        code: 'format',
        message: 'The due date must be a date (YYYY-MM-DD); found "14-09-2017".',
      },
      {
        path: '/totals/payableAmount',
        code: 'type',
        message: 'The amount due must be a number such as 1234.56; found "seven".',
      },
      {
        path: '/lines/1/lineExtensionAmount',
        code: 'currency',
        message: 'The line amount needs a currencyID attribute with the invoice currency, EUR.',
      },
      {
        path: '/lines/3/id',
        code: 'duplicate',
        message: 'Line number 3 is already used by an earlier line; line numbers must be unique.',
      },
      {
        path: '/typeCode',
        code: 'pattern',
        message: 'The invoice type code must be a UNTDID 1001 code such as 380; found "invoice".',
      },
    ]);
  });

  it('entities and character references in text are decoded once', () => {
    const xml = mutate(
      v21,
      '<cbc:Name>Shift</cbc:Name>',
      '<cbc:Name>Shift &amp; more &#8364; &#x41; &amp;lt;</cbc:Name>',
    );
    expect(checkInvoice(xml).invoice?.lines[2]?.itemName).toBe('Shift & more € A &lt;');
  });

  it('wrong root namespace', () => {
    const xml = mutate(
      v21,
      `xmlns="${UBL_INVOICE_NS}"`,
      'xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"',
    );
    const result = checkInvoice(xml);
    expect(result.invoice).toBeUndefined();
    expect(result.issues).toEqual([
      {
        path: '',
        code: 'root',
        message: `The root element must be Invoice in namespace ${UBL_INVOICE_NS}; found Invoice in namespace urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2.`,
      },
    ]);
  });

  it('a DOCTYPE is refused before parsing', () => {
    const external = v21.replace(
      '<Invoice ',
      '<!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<Invoice ',
    );
    expect(issuesOf(external)).toEqual([{ path: '', code: 'doctype' }]);
    const plain = mutate(v21, '<Invoice ', '<!DOCTYPE Invoice>\n<Invoice ');
    const { issues, invoice } = checkInvoice(plain);
    expect(invoice).toBeUndefined();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ path: '', code: 'doctype' });
    expect(issues[0]?.message).toMatch(/document type declaration.*line 10, column 1/);
  });

  it('XML that is not well-formed', () => {
    const xml = mutate(v21, '</cbc:IssueDate>', '</cbc:IssueDay>');
    expect(checkInvoice(xml).issues).toEqual([
      {
        path: '',
        code: 'malformed',
        message: expect.stringMatching(
          /^XML closing tag <\/cbc:IssueDay> does not match <cbc:IssueDate> at line 23, column \d+$/,
        ),
      },
    ]);
  });
});
