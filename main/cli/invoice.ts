// `setu-workbench invoice make --period 2026-W48|2026-P12|2026-11 [--customer NAME] [--out DIR] [--queue]`
// (Factureren from the command line: a concept per customer, numbered where nothing stands in its way,
// each written as UBL XML and optionally queued) and `invoice list [--json]`.

import fs from 'node:fs';
import path from 'node:path';
import { amountText } from '../../shared/invoice/money.ts';
import { writeFileAtomic } from '../files.ts';
import { makeInvoice, proposeInvoices, queueInvoice } from '../invoicing/service.ts';
import { listItem } from '../invoicing/views.ts';
import { Refused } from '../messages/refusals.ts';
import { command, commandGroup, dataOption } from './args.ts';
import { openCliDesk } from './desk.ts';
import { table } from './sync-store.ts';

async function make(values: {
  period: string;
  customer?: string;
  date?: string;
  out?: string;
  queue?: boolean;
  data?: string;
}) {
  const { s, desk } = openCliDesk(values.data);
  try {
    const { invoices, nothing } = proposeInvoices(desk, values.period, values.customer);
    let held = false;
    const rows: string[][] = [];
    for (const concept of invoices) {
      const who = concept.document.buyer.name;
      if (concept.document.problems.length > 0) {
        held = true;
        process.stderr.write(`${who}: not made (the concept is kept):\n`);
        for (const p of concept.document.problems) process.stderr.write(`  - ${p.en}\n`);
        continue;
      }
      for (const invoice of makeInvoice(desk, concept.id, values.date)) {
        if (values.out) {
          fs.mkdirSync(values.out, { recursive: true });
          const name = `${invoice.kind === 'credit' ? 'credit' : 'invoice'}-${invoice.number}.xml`.replace(
            /[^\w.-]+/g,
            '_',
          );
          writeFileAtomic(path.join(values.out, name), invoice.xml as string);
        }
        if (values.queue) queueInvoice(desk, invoice.id);
        rows.push([
          invoice.number as string,
          who,
          invoice.period,
          amountText(invoice.document.payable),
          values.queue ? 'queued' : 'ready',
        ]);
      }
    }
    if (rows.length > 0)
      process.stdout.write(table(['NUMBER', 'CUSTOMER', 'PERIOD', 'TOTAL (EUR)', 'STATE'], rows));
    for (const name of nothing) process.stdout.write(`${name}: nothing to invoice in ${values.period}\n`);
    return held ? 1 : 0;
  } catch (e) {
    if (!(e instanceof Refused)) throw e;
    process.stderr.write(`${e.message}\n`);
    for (const issue of e.issues) process.stderr.write(`  - ${issue.message}\n`);
    return 1;
  } finally {
    s.close();
  }
}

function list(json: boolean, data: string | undefined): number {
  const { s, desk } = openCliDesk(data);
  try {
    desk.timecards.catchUp();
    const items = [];
    let cursor: string | undefined;
    do {
      const page = desk.invoices.page({ limit: 500, cursor });
      items.push(...page.items.map((i) => listItem(desk, i)));
      cursor = page.next;
    } while (cursor);
    if (json) {
      process.stdout.write(`${JSON.stringify(items)}\n`);
      return 0;
    }
    const rows = items.map((i) => [
      i.number ?? '(concept)',
      i.kind,
      i.issueDate ?? '',
      i.customer,
      i.period,
      amountText(i.payable),
      i.toCorrect.length > 0 ? `${i.state}, to correct` : i.state,
    ]);
    process.stdout.write(
      table(['NUMBER', 'KIND', 'DATE', 'CUSTOMER', 'PERIOD', 'TOTAL (EUR)', 'STATE'], rows),
    );
    return 0;
  } finally {
    s.close();
  }
}

export const invoiceCommand = commandGroup(
  'invoice',
  "Invoices: the period's hours invoiced per customer as UBL, numbered without gaps.",
  {
    make: command(
      {
        name: 'invoice make',
        summary:
          "Invoices the period's hours: a concept per customer, numbered where nothing stands in its way (exit 1 when one is held).",
        synopsis: `--period 2026-W48|2026-P12|2026-11 [--customer NAME] [--date YYYY-MM-DD]
      [--out DIR] [--queue] [--data DIR]`,
        required: ['period'],
        options: {
          period: { type: 'string', help: 'the week, the four weeks or the month to invoice' },
          customer: { type: 'string', help: 'only this customer' },
          date: { type: 'string', help: "the invoices' date (default: today)" },
          out: { type: 'string', help: 'also write each invoice there as UBL XML' },
          queue: { type: 'boolean', help: 'queue the invoices to their customers' },
          ...dataOption,
        },
      },
      ({ values }) => make(values),
    ),
    list: command(
      {
        name: 'invoice list',
        summary: 'Lists the invoices and concepts, with their state.',
        synopsis: '[--json] [--data DIR]',
        options: { json: { type: 'boolean', default: false, help: 'as a JSON array' }, ...dataOption },
      },
      ({ values }) => list(values.json, values.data),
    ),
  },
);
