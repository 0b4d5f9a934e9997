// The invoices for the bookkeeper, as Dutch Excel opens a CSV file by double-click: `;` between cells,
// a decimal comma without thousands marks, dates as 24-11-2026, UTF-8 with a byte order mark (else Excel
// reads it as Windows-1252) and CRLF line ends. English headers and a decimal point for English.
import type { InvoiceListItem, InvoiceState } from '../api/invoice-types.ts';

const HEADERS = {
  nl: [
    'Factuurnummer',
    'Soort',
    'Factuurdatum',
    'Vervaldatum',
    'Klant',
    'Periode',
    'Inkoopordernummer',
    'Bedrag excl. btw',
    'Btw',
    'Totaal',
    'Status',
    'Betaald op',
    'Corrigeert',
  ],
  en: [
    'Invoice number',
    'Kind',
    'Invoice date',
    'Due date',
    'Customer',
    'Period',
    'Purchase order',
    'Amount excl. VAT',
    'VAT',
    'Total',
    'State',
    'Paid on',
    'Corrects',
  ],
};

const STATES: Record<'nl' | 'en', Record<InvoiceState, string>> = {
  nl: {
    concept: 'concept',
    ready: 'klaar',
    queued: 'in de wachtrij',
    sent: 'verstuurd',
    rejected: 'geweigerd',
    paid: 'betaald',
  },
  en: {
    concept: 'concept',
    ready: 'ready',
    queued: 'queued',
    sent: 'sent',
    rejected: 'refused',
    paid: 'paid',
  },
};

const KINDS = {
  nl: { invoice: 'factuur', credit: 'creditfactuur' },
  en: { invoice: 'invoice', credit: 'credit invoice' },
};

/** A cell: quoted where it holds a separator, a quote or a line end; a leading = + - @ made inert. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function invoicesCsv(items: InvoiceListItem[], language: 'nl' | 'en'): string {
  const day = (d: string | undefined) =>
    d && language === 'nl' ? `${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}` : (d ?? '');
  const money = (cents: number) => {
    const text = (cents / 100).toFixed(2);
    return language === 'nl' ? text.replace('.', ',') : text;
  };
  const rows = items.map((i) => [
    i.number ?? '',
    KINDS[language][i.kind],
    day(i.issueDate),
    day(i.dueDate),
    i.customer,
    i.periodText,
    i.purchaseOrder ?? '',
    money(i.net),
    money(i.vat),
    money(i.payable),
    STATES[language][i.state],
    day(i.paidOn),
    i.corrects ?? '',
  ]);
  return `\uFEFF${[HEADERS[language], ...rows].map((r) => r.map(cell).join(';')).join('\r\n')}\r\n`;
}
