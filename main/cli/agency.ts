// `setu-workbench agency set --name … --kvk … --btw … --iban … --address "Kerkstraat 1, 1234 AB Amsterdam"`
// (and --g-iban, --g-share, --payment-days): My agency for scripts. Options not given keep their value;
// every value is checked as the Settings page checks it.
import { formatAddress } from '../../shared/parties/address.ts';
import { readAgency } from '../../shared/parties/organisation-input.ts';
import type { Desk } from '../placements/desk.ts';
import { command, commandGroup, dataOption, UsageError } from './args.ts';
import { openCliDesk } from './desk.ts';

const number = (v: string | undefined, option: string) => {
  if (v === undefined) return undefined;
  const n = Number(v.replace(',', '.'));
  if (!Number.isFinite(n)) throw new UsageError(`--${option} must be a number`);
  return n;
};

/** My agency as it is kept, one detail a line. */
function show(desk: Desk): number {
  const a = desk.settings.agency();
  const lines: [string, string | undefined][] = [
    ['name', a.name],
    ['kvk', a.kvk],
    ['btw', a.btw],
    ['address', a.address && formatAddress(a.address)],
    ['iban', a.iban],
    ['g-account', a.gAccount && `${a.gAccount.iban} (${a.gAccount.share} %)`],
    ['payment days', a.paymentDays === undefined ? undefined : String(a.paymentDays)],
  ];
  for (const [k, v] of lines) if (v) process.stdout.write(`${k.padEnd(13)} ${v}\n`);
  return 0;
}

function withDesk(data: string | undefined, use: (desk: Desk) => number): number {
  const { s, desk } = openCliDesk(data);
  try {
    return use(desk);
  } finally {
    s.close();
  }
}

const set = command(
  {
    name: 'agency set',
    summary: 'Sets My agency, for invoices and messages: the options given, the others kept; then shows it.',
    synopsis: `[--name NAME] [--kvk K] [--btw B] [--iban IBAN] [--address "Street 1, 1234 AB City"]
      [--g-iban IBAN --g-share PERCENT] [--payment-days N] [--data DIR]`,
    details: 'Every value is checked as the Settings page checks it; exit 1 names what is refused.',
    options: {
      name: { type: 'string', help: "the agency's name" },
      kvk: { type: 'string', help: 'its KvK number' },
      btw: { type: 'string', help: 'its VAT number' },
      iban: { type: 'string', help: 'the account invoices are paid to' },
      address: { type: 'string', help: 'its address on one line' },
      'g-iban': { type: 'string', help: 'its G-account' },
      'g-share': { type: 'string', help: 'the share of an invoice paid to the G-account' },
      'payment-days': { type: 'string', help: 'the days a customer has to pay, unless its own are set' },
      ...dataOption,
    },
  },
  ({ values }) => {
    const paymentDays = number(values['payment-days'], 'payment-days');
    const gShare = number(values['g-share'], 'g-share');
    return withDesk(values.data, (desk) => {
      const current = desk.settings.agency();
      const given = Object.fromEntries(
        Object.entries({
          name: values.name,
          kvk: values.kvk,
          btw: values.btw,
          iban: values.iban,
          address: values.address,
          paymentDays,
        }).filter(([, v]) => v !== undefined),
      );
      const g =
        values['g-iban'] !== undefined || gShare !== undefined
          ? {
              gAccount: {
                iban: values['g-iban'] ?? current.gAccount?.iban,
                share: gShare ?? current.gAccount?.share,
              },
            }
          : {};
      const { value, problems } = readAgency({ ...current, ...given, ...g });
      if (problems.length > 0) {
        for (const p of problems) process.stderr.write(`${p.message}\n`);
        return 1;
      }
      desk.settings.setAgency(value);
      return show(desk);
    });
  },
);

const showCommand = command(
  {
    name: 'agency show',
    summary: 'Shows My agency, one detail a line.',
    synopsis: '[--data DIR]',
    options: dataOption,
  },
  ({ values }) => withDesk(values.data, show),
);

export const agencyCommand = commandGroup(
  'agency',
  'My agency: its name, numbers, address and accounts, as its invoices and messages carry them.',
  { set, show: showCommand },
);
