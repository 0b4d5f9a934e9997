import { parseArgs } from 'node:util';
import { officeStoreOptions } from '../app/office-store.ts';
import { defaultDataDir } from '../paths.ts';
import type { ExchangeStore } from '../store/exchange-store.ts';
import { SqliteExchange } from '../store/sqlite-exchange.ts';
import { Store } from '../store/store.ts';
import type { InboundKey, KeyKind } from '../store/types.ts';
import { storeUrlOf } from './store-url.ts';

const usage =
  'usage: setu-workbench key add <name> [--desktop] | key rotate <name> | key list | key revoke <name> [--old]  [--data DIR | --store URL]';

async function openStore(data: string, url: string | undefined): Promise<ExchangeStore> {
  if (url) {
    const { PgExchange } = await import('../store/postgres/store.ts');
    return PgExchange.open(url, { max: 1, ...officeStoreOptions(data) });
  }
  return new SqliteExchange(Store.open(data, { backgroundCheckpoint: false }));
}

function state(k: InboundKey): string {
  if (k.revokedAt) return `revoked ${k.revokedAt}`;
  if (k.replacedAt) return `replaced ${k.replacedAt}, works until revoked`;
  return 'active';
}

const handOver = (kind: KeyKind) =>
  kind === 'desktop'
    ? 'enter it in the Workbench under Settings → Office server.'
    : `give it to the counterparty, who sends it as\nAuthorization: Bearer <key>`;

export async function keyCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      data: { type: 'string' },
      store: { type: 'string' },
      json: { type: 'boolean' },
      desktop: { type: 'boolean', default: false },
      old: { type: 'boolean', default: false },
    },
  });
  const [action, name] = positionals;
  if (!action || !['add', 'rotate', 'list', 'revoke'].includes(action) || (action !== 'list' && !name)) {
    throw new Error(usage);
  }
  const store = await openStore(values.data ?? defaultDataDir(), storeUrlOf(values.store));
  try {
    if (action === 'add') {
      const kind = values.desktop ? 'desktop' : 'counterparty';
      const key = await store.addKey(name as string, kind);
      process.stdout.write(`${key}\n`);
      process.stderr.write(
        `${kind === 'desktop' ? 'Desktop key' : 'Key'} "${name}" created. It is shown only now: ${handOver(kind)}\n`,
      );
      return 0;
    }
    if (action === 'rotate') {
      const rotated = await store.rotateKey(name as string);
      if (!rotated) {
        process.stderr.write(`no active key named "${name}"\n`);
        return 1;
      }
      process.stdout.write(`${rotated.key}\n`);
      process.stderr.write(
        `A new key for "${name}". It is shown only now: ${handOver(rotated.kind)}\nThe key it replaces keeps working until you revoke it: key revoke ${name} --old\n`,
      );
      return 0;
    }
    if (action === 'revoke') {
      if (await store.revokeKey(name as string, values.old ? 'replaced' : 'all')) return 0;
      process.stderr.write(
        values.old ? `no replaced key of "${name}" is still working\n` : `no active key named "${name}"\n`,
      );
      return 1;
    }
    const keys = await store.listKeys();
    if (values.json) process.stdout.write(`${JSON.stringify(keys)}\n`);
    else for (const k of keys) process.stdout.write(`${k.name}\t${k.kind}\t${k.createdAt}\t${state(k)}\n`);
    return 0;
  } finally {
    await store.close();
  }
}
