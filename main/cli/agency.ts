// `setu-workbench agency set --name … --kvk … --btw … --iban … --address "Kerkstraat 1, 1234 AB Amsterdam"`
// (and --g-iban, --g-share, --payment-days): My agency for scripts. Options not given keep their value;
// every value is checked as the Settings page checks it.
import { parseArgs } from 'node:util';
import { formatAddress } from '../../shared/address.ts';
import { readAgency } from '../../shared/organisation-input.ts';
import { openCliDesk } from './desk.ts';

const usage = `usage: setu-workbench agency set [--name NAME] [--kvk K] [--btw B] [--iban IBAN] [--address "Street 1, 1234 AB City"]
         [--g-iban IBAN --g-share PERCENT] [--payment-days N] [--data DIR]
       setu-workbench agency show [--data DIR]`;

const number = (v: string | undefined, option: string) => {
  if (v === undefined) return undefined;
  const n = Number(v.replace(',', '.'));
  if (!Number.isFinite(n)) throw new Error(`--${option} must be a number`);
  return n;
};

export async function agencyCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      kvk: { type: 'string' },
      btw: { type: 'string' },
      iban: { type: 'string' },
      address: { type: 'string' },
      'g-iban': { type: 'string' },
      'g-share': { type: 'string' },
      'payment-days': { type: 'string' },
      data: { type: 'string' },
    },
  });
  const [action, ...rest] = positionals;
  if (rest.length > 0 || (action !== 'set' && action !== 'show')) throw new Error(usage);
  const { s, desk } = openCliDesk(values.data);
  try {
    const current = desk.settings.agency();
    if (action === 'set') {
      const given = Object.fromEntries(
        Object.entries({
          name: values.name,
          kvk: values.kvk,
          btw: values.btw,
          iban: values.iban,
          address: values.address,
          paymentDays: number(values['payment-days'], 'payment-days'),
        }).filter(([, v]) => v !== undefined),
      );
      const g =
        values['g-iban'] !== undefined || values['g-share'] !== undefined
          ? {
              gAccount: {
                iban: values['g-iban'] ?? current.gAccount?.iban,
                share: number(values['g-share'], 'g-share') ?? current.gAccount?.share,
              },
            }
          : {};
      const { value, problems } = readAgency({ ...current, ...given, ...g });
      if (problems.length > 0) {
        for (const p of problems) process.stderr.write(`${p.message}\n`);
        return 1;
      }
      desk.settings.setAgency(value);
    }
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
  } finally {
    s.close();
  }
}
