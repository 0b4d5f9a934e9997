import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { Role } from '../../shared/registry.ts';
import type { Counterparty, SubmitMethod, VersionHeader } from '../store/counterparties.ts';
import { customerFrom, customerOptions } from './customer-options.ts';
import { openSyncStore, table } from './sync-store.ts';

const usage = `usage: setu-workbench counterparty add <name> --url URL --role supplier|customer
         [--token-stdin | --token T] (or the token in SETU_COUNTERPARTY_TOKEN)
         [--submit-method PUT|POST] [--version-header standardVersionId|setuVersionId] [--format json|xml]
         [--charset-parameter] [--timeout MS] [--families A,B,...] [--data DIR]
         [--kvk K] [--btw B] [--address "Kerkstraat 1, 1234 AB Amsterdam"] [--invoice-period week|4weeks|month]
         [--payment-days N]  (the customer's details, for its invoices)
       setu-workbench counterparty list [--json] [--data DIR]`;

function oneOf<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  option: string,
): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw new Error(`--${option} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/**
 * The token the counterparty issued us, from standard input (--token-stdin), the environment
 * (SETU_COUNTERPARTY_TOKEN) or --token. The last shows in `ps` and the shell's history: the README
 * says to prefer the others.
 */
function tokenFrom(values: { token?: string; 'token-stdin'?: boolean }): string | undefined {
  const env = process.env.SETU_COUNTERPARTY_TOKEN || undefined;
  if (values.token !== undefined && values['token-stdin'])
    throw new Error('--token and --token-stdin: give the token one way');
  if (values['token-stdin']) {
    const line = fs.readFileSync(0, 'utf8').split(/\r?\n/)[0]?.trim();
    if (!line) throw new Error('--token-stdin: standard input holds no token');
    return line;
  }
  return values.token ?? env;
}

/** What is shown of a counterparty: never its token. */
const shown = ({ token, ...rest }: Counterparty) => ({ ...rest, hasToken: token !== null });

export async function counterpartyCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      role: { type: 'string' },
      token: { type: 'string' },
      'token-stdin': { type: 'boolean' },
      'submit-method': { type: 'string' },
      'version-header': { type: 'string' },
      format: { type: 'string' },
      'charset-parameter': { type: 'boolean' },
      timeout: { type: 'string' },
      families: { type: 'string' },
      data: { type: 'string' },
      json: { type: 'boolean' },
      ...customerOptions,
    },
  });
  const [action, name] = positionals;
  if (action === 'add' && name && values.url && values.role) {
    const role = oneOf<Role>(values.role, ['supplier', 'customer'], 'role') as Role;
    const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
    if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0))
      throw new Error('--timeout must be a number of milliseconds');
    const token = tokenFrom(values);
    const party = customerFrom(name, values);
    const s = openSyncStore(values.data);
    try {
      const cp = s.counterparties.add({
        name,
        role,
        baseUrl: values.url,
        token,
        submitMethod: oneOf<SubmitMethod>(values['submit-method'], ['PUT', 'POST'], 'submit-method'),
        versionHeader: oneOf<VersionHeader>(
          values['version-header'],
          ['standardVersionId', 'setuVersionId'],
          'version-header',
        ),
        bodyFormat: oneOf(values.format, ['json', 'xml'] as const, 'format'),
        charsetParameter: values['charset-parameter'],
        timeoutMs,
        families: values.families?.split(',').map((f) => f.trim()),
        ...(party ? { party } : {}),
      });
      process.stdout.write(`counterparty "${cp.name}" added (${cp.role}): ${cp.families.join(', ')}\n`);
      return 0;
    } finally {
      s.close();
    }
  }
  if (action === 'list' && !name) {
    const s = openSyncStore(values.data);
    try {
      const list = s.counterparties.list();
      if (values.json) process.stdout.write(`${JSON.stringify(list.map(shown))}\n`);
      else {
        const rows = list.map((c) => [
          c.name,
          c.role,
          c.baseUrl,
          `${c.submitMethod} ${c.versionHeader} ${c.bodyFormat}`,
          c.families.join(','),
        ]);
        process.stdout.write(table(['NAME', 'ROLE', 'URL', 'DIALECT', 'FAMILIES'], rows));
      }
      return 0;
    } finally {
      s.close();
    }
  }
  throw new Error(usage);
}
