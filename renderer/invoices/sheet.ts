// An invoice as a person reads it, whoever made it: the Workbench's own document before and after it is
// numbered (shared/invoice/document.ts), or a UBL invoice a supplier sent (renderer/readable/). Amounts in
// euros, quantities in hours or units, as the sheet shows them through Intl.

import type { InvoiceDetail } from '../../shared/api/invoice-types.ts';
import type { InvoiceParty } from '../../shared/invoice/document.ts';
import { euros, priceEuros, units } from '../../shared/invoice/money.ts';
import { formatAddress } from '../../shared/parties/address.ts';
import { printIban } from '../../shared/parties/iban.ts';
import type { Language } from '../i18n/define.ts';
import type { Formats } from '../i18n/format.ts';
import type { Translate } from '../i18n/intl.tsx';

export interface SheetParty {
  name: string;
  kvk?: string;
  btw?: string;
  /** On one line: "Kerkstraat 1, 1234 AB Amsterdam". */
  address?: string;
}

export interface SheetLine {
  what: string;
  quantity: number;
  /** HUR (hours) or another UN/ECE unit (C62: a count). */
  unit: string;
  price?: number;
  /** Percent of the bill rate, where it is not 100. */
  percent?: number;
  vat?: number;
  amount: number;
}

export interface Sheet {
  kind: 'invoice' | 'credit';
  /** Absent before it is made. */
  number?: string;
  issueDate?: string;
  dueDate?: string;
  periodText?: string;
  purchaseOrder?: string;
  costCenter?: string;
  corrects?: string;
  seller: SheetParty;
  buyer: SheetParty;
  lines: SheetLine[];
  vat: { percent: number; taxable: number; amount: number }[];
  net: number;
  vatAmount: number;
  payable: number;
  paymentDays?: number;
  iban?: string;
  gAccount?: { iban: string; amount: number };
}

const party = (p: InvoiceParty): SheetParty => ({
  name: p.name,
  ...(p.kvk ? { kvk: p.kvk } : {}),
  ...(p.btw ? { btw: p.btw } : {}),
  ...(p.address ? { address: formatAddress(p.address) } : {}),
});

/** The Workbench's own invoice, with its lines named in the UI's language. */
export function sheetOf(invoice: InvoiceDetail, language: Language, t: Translate, f: Formats): Sheet {
  const doc = invoice.document;
  return {
    kind: doc.kind,
    ...(invoice.number ? { number: invoice.number } : {}),
    ...(invoice.issueDate ? { issueDate: invoice.issueDate } : {}),
    ...(invoice.dueDate ? { dueDate: invoice.dueDate } : {}),
    periodText: invoice.periodText,
    ...(doc.purchaseOrder ? { purchaseOrder: doc.purchaseOrder } : {}),
    ...(doc.costCenter ? { costCenter: doc.costCenter } : {}),
    ...(doc.corrects ? { corrects: doc.corrects } : {}),
    seller: party(doc.seller),
    buyer: party(doc.buyer),
    lines: doc.lines.map((l) => ({
      what:
        l.kind === 'hours'
          ? t('sheet.hoursLine', { worker: l.worker, type: l.name[language], week: Number(l.week.slice(6)) })
          : t('sheet.allowanceLine', {
              worker: l.worker,
              type: l.name[language],
              day: l.date ? f.day(l.date) : '',
            }),
      quantity: units(l.quantity),
      unit: l.unit,
      ...(l.price !== undefined ? { price: priceEuros(l.price) } : {}),
      ...(l.percent !== undefined && l.percent !== 100 ? { percent: l.percent } : {}),
      vat: l.vat,
      amount: euros(l.amount),
    })),
    vat: doc.vat.map((v) => ({ percent: v.percent, taxable: euros(v.taxable), amount: euros(v.amount) })),
    net: euros(doc.net),
    vatAmount: euros(doc.vatAmount),
    payable: euros(doc.payable),
    paymentDays: doc.paymentDays,
    ...(doc.iban ? { iban: printIban(doc.iban) } : {}),
    ...(doc.gAccount && doc.gAmount !== undefined
      ? { gAccount: { iban: printIban(doc.gAccount.iban), amount: euros(doc.gAmount) } }
      : {}),
  };
}
