// `setu-workbench invoice make --period 2026-W48|2026-P12|2026-11 [--customer NAME] [--out DIR] [--queue]`
// (Factureren from the command line: a concept per customer, numbered where nothing stands in its way,
// each written as UBL XML and optionally queued) and `invoice list [--json]`.

import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { amountText } from '../../shared/money.ts';
import { writeFileAtomic } from '../files.ts';
import { makeInvoice, proposeInvoices, queueInvoice } from '../invoicing/service.ts';
import { listItem } from '../invoicing/views.ts';
import { Refused } from '../messages/refusals.ts';
import { openCliDesk } from './desk.ts';
import { table } from './sync-store.ts';

const usage = `usage: setu-workbench invoice make --period 2026-W48|2026-P12|2026-11 [--customer NAME] [--date YYYY-MM-DD]
         [--out DIR] [--queue] [--data DIR]
       setu-workbench invoice list [--json] [--data DIR]`;

async function make(values: {
  period?: string;
  customer?: string;
  date?: string;
  out?: string;
  queue?: boolean;
  data?: string;
}) {
  const { s, desk } = openCliDesk(values.data);
  try {
    const { invoices, nothing } = proposeInvoices(desk, values.period as string, values.customer);
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

export async function invoiceCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      period: { type: 'string' },
      customer: { type: 'string' },
      date: { type: 'string' },
      out: { type: 'string' },
      queue: { type: 'boolean' },
      json: { type: 'boolean' },
      data: { type: 'string' },
    },
  });
  const [action, ...rest] = positionals;
  if (action === 'make' && rest.length === 0 && values.period) return make(values);
  if (action === 'list' && rest.length === 0) return list(values.json ?? false, values.data);
  throw new Error(usage);
}
