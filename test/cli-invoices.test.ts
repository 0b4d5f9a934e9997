// Invoicing from the command line, as a script would: My agency and a customer's details set by options
// (an IBAN with a typing error refused in words), placements with bill rates from a spreadsheet (`tarieven
// klant`, `omrekenfactor`), a week of hours sent to a real back office, then `invoice make` writes one
// UBL file per customer that the Workbench's own `validate` accepts, and `invoice list` shows it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceListItem } from '../shared/api/invoice-types.ts';
import { cli, cliWith } from './support/cli.ts';
import { tempDir } from './support/temp.ts';
import { type Counterpart, startCounterparty } from './support/workbench.ts';

let dir: string;
let data: string[];
let cp: Counterpart;
beforeAll(async () => {
  dir = tempDir('setu-cli-invoices-');
  data = ['--data', path.join(dir, 'data')];
  cp = await startCounterparty('both');
});
afterAll(() => cp.server.close());

const file = (name: string, content: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, content);
  return p;
};
const ok = async (...args: string[]) => {
  const res = await cli(...args, ...data);
  expect(res.code, res.stderr).toBe(0);
  return res.stdout;
};

describe('invoicing from the command line', () => {
  it('sets My agency, refusing an IBAN whose check digits are wrong', async () => {
    const bad = await cli(
      'agency',
      'set',
      '--name',
      'Uitzendbureau Flex',
      '--iban',
      'NL91ABNA0417164301',
      ...data,
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      /iban "NL91ABNA0417164301" is not a valid IBAN: its check digits do not match/,
    );
    const shown = await ok(
      'agency',
      'set',
      '--name',
      'Uitzendbureau Flex',
      '--kvk',
      '12345678',
      '--btw',
      'NL001234567B01',
      '--iban',
      'NL91 ABNA 0417 1643 00',
      '--address',
      'Kerkstraat 1, 1234 AB Amsterdam',
    );
    expect(shown).toMatch(/^address {7}Kerkstraat 1, 1234 AB Amsterdam$/m);
    expect(shown).toMatch(/^iban {10}NL91ABNA0417164300$/m);
  });

  it('adds a customer with its details, and placements with bill rates from a spreadsheet', async () => {
    const added = await cliWith(
      { input: `${cp.token}\n` },
      'counterparty',
      'add',
      'bakkerij',
      '--url',
      cp.server.url,
      '--role',
      'customer',
      '--token-stdin',
      '--families',
      'Assignment,Timecard,Invoice',
      '--kvk',
      '87654321',
      '--address',
      'Dorpsstraat 5, 5678 CD Utrecht',
      '--invoice-period',
      'week',
      '--payment-days',
      '21',
      ...data,
    );
    expect(added.code, added.stderr).toBe(0);
    const listed = JSON.parse(await ok('counterparty', 'list', '--json'))[0];
    expect(listed.party).toEqual({
      name: 'bakkerij',
      kvk: '87654321',
      address: { street: 'Dorpsstraat 5', postalCode: '5678 CD', city: 'Utrecht' },
      invoicePeriod: 'week',
      paymentDays: 21,
    });
    const wrong = await cli(
      'counterparty',
      'add',
      'x',
      '--url',
      cp.server.url,
      '--role',
      'customer',
      '--invoice-period',
      'daily',
      ...data,
    );
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/--invoice-period: invoicePeriod must be one of week, 4weeks, month/);

    const sheet = file(
      'plaatsingen.csv',
      'medewerker;klant;startdatum;uurtarieven;tarieven klant;omrekenfactor;opdrachtnummer\r\n' +
        'Jan de Vries;bakkerij;02-11-2026;HT100=23,40;HT100=41,50;;A-1\r\n' +
        'Anna Bos;bakkerij;02-11-2026;HT100=20,00;;1,85;A-2\r\n',
    );
    expect(await ok('placement', 'import', sheet)).toMatch(/2 placement\(s\) added/);
  });

  it('makes the week’s invoice from the hours sent, as a UBL file the Workbench’s validate accepts', async () => {
    const hours = file(
      'uren.csv',
      `plaatsing,datum,uursoort,uren\n${['A-1', 'A-2'].flatMap((a) => ['23', '24', '25', '26', '27'].map((d) => `${a},${d}-11-2026,HT100,8`)).join('\n')}\n`,
    );
    await ok('timecard', 'week', '--week', '2026-W48', '--hours', hours, '--queue');
    await ok('sync');
    const out = path.join(dir, 'facturen');
    const made = await ok('invoice', 'make', '--period', '2026-W48', '--date', '2026-12-01', '--out', out);
    // 40 h x € 41,50 and 40 h x € 37,00 (€ 20,00 x 1,85) is € 3140,00; with 21 % VAT € 3799,40.
    expect(made).toMatch(/^2026-0001 +bakkerij +2026-W48 +3799\.40 +ready$/m);
    expect(fs.readdirSync(out)).toEqual(['invoice-2026-0001.xml']);
    const validated = await cli('validate', path.join(out, 'invoice-2026-0001.xml'));
    expect(validated.code, validated.stdout).toBe(0);
    expect(validated.stdout).toMatch(/^OK .*invoice-2026-0001\.xml \(Invoice 2\.2\)$/m);
    const items = JSON.parse(await ok('invoice', 'list', '--json')) as InvoiceListItem[];
    expect(items.map((i) => [i.number, i.state, i.payable, i.dueDate])).toEqual([
      ['2026-0001', 'ready', 379940, '2026-12-22'],
    ]);
    expect(await ok('invoice', 'make', '--period', '2026-W48')).toMatch(
      /bakkerij: nothing to invoice in 2026-W48/,
    );
  });
});
