import { parseArgs } from 'node:util';
import { defaultDataDir } from '../paths.ts';
import type { ExchangeStore } from '../store/exchange-store.ts';
import { SqliteExchange } from '../store/sqlite-exchange.ts';
import { Store } from '../store/store.ts';
import { storeUrlOf } from './store-url.ts';

const usage =
  'usage: setu-workbench key add <name> [--desktop] | key list | key revoke <name>  [--data DIR | --store URL]';

async function openStore(data: string | undefined, url: string | undefined): Promise<ExchangeStore> {
  if (url) {
    const { PgExchange } = await import('../store/postgres/store.ts');
    return PgExchange.open(url, { max: 1 });
  }
  return new SqliteExchange(Store.open(data ?? defaultDataDir(), { backgroundCheckpoint: false }));
}

export async function keyCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      store: { type: 'string' },
      json: { type: 'boolean' },
      desktop: { type: 'boolean', default: false },
    },
  });
  const [action, name] = positionals;
  if (
    !action ||
    ((action === 'add' || action === 'revoke') && !name) ||
    !['add', 'list', 'revoke'].includes(action)
  ) {
    throw new Error(usage);
  }
  const store = await openStore(values.data, storeUrlOf(values.store));
  try {
    if (action === 'add') {
      const key = await store.addKey(name as string, values.desktop ? 'desktop' : 'counterparty');
      process.stdout.write(`${key}\n`);
      process.stderr.write(
        values.desktop
          ? `Desktop key "${name}" created. It is shown only now: enter it in the Workbench under Settings → Office server.\n`
          : `Key "${name}" created. It is shown only now: give it to the counterparty, who sends it as\nAuthorization: Bearer <key>\n`,
      );
      return 0;
    }
    if (action === 'revoke') {
      if (await store.revokeKey(name as string)) return 0;
      process.stderr.write(`no active key named "${name}"\n`);
      return 1;
    }
    const keys = await store.listKeys();
    if (values.json) process.stdout.write(`${JSON.stringify(keys)}\n`);
    else
      for (const k of keys)
        process.stdout.write(
          `${k.name}\t${k.kind}\t${k.createdAt}\t${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}\n`,
        );
    return 0;
  } finally {
    await store.close();
  }
}
