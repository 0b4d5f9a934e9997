import { officeStoreOptions } from '../app/office-store.ts';
import { defaultDataDir } from '../paths.ts';
import type { ExchangeStore } from '../store/exchange-store.ts';
import { SqliteExchange } from '../store/sqlite-exchange.ts';
import { Store } from '../store/store.ts';
import type { InboundKey, KeyKind } from '../store/types.ts';
import { command, commandGroup, dataOption } from './args.ts';
import { storeOption, storeUrlOf } from './store-url.ts';

const storeOptions = { ...dataOption, ...storeOption } as const;

async function openStore(data: string, url: string | undefined): Promise<ExchangeStore> {
  if (url) {
    const { PgExchange } = await import('../store/postgres/store.ts');
    return PgExchange.open(url, { max: 1, ...officeStoreOptions(data) });
  }
  return new SqliteExchange(Store.open(data, { backgroundCheckpoint: false }));
}

/** Runs `use` on the store the options name, closed after. */
async function withStore(
  values: { data?: string; store?: string },
  use: (store: ExchangeStore) => Promise<number>,
): Promise<number> {
  const store = await openStore(values.data ?? defaultDataDir(), storeUrlOf(values.store));
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

const named = { name: '<name>', min: 1, max: 1 };

function state(k: InboundKey): string {
  if (k.revokedAt) return `revoked ${k.revokedAt}`;
  if (k.replacedAt) return `replaced ${k.replacedAt}, works until revoked`;
  return 'active';
}

const handOver = (kind: KeyKind) =>
  kind === 'desktop'
    ? 'enter it in the Workbench under Settings → Office server.'
    : `give it to the counterparty, who sends it as\nAuthorization: Bearer <key>`;

export const keyCommand = commandGroup(
  'key',
  'Keys that counterparties present to send SETU messages, and desktops to read the office feed. A key is shown once and stored hashed.',
  {
    add: command(
      {
        name: 'key add',
        summary: 'Issues a key to a counterparty (or, with --desktop, a desktop) and prints it once.',
        synopsis: '<name> [--desktop] [--data DIR | --store URL]',
        operands: named,
        options: {
          desktop: { type: 'boolean', default: false, help: "a desktop's key, to read the office feed with" },
          ...storeOptions,
        },
      },
      ({ values, positionals: [name = ''] }) =>
        withStore(values, async (store) => {
          const kind = values.desktop ? 'desktop' : 'counterparty';
          const key = await store.addKey(name, kind);
          process.stdout.write(`${key}\n`);
          process.stderr.write(
            `${kind === 'desktop' ? 'Desktop key' : 'Key'} "${name}" created. It is shown only now: ${handOver(kind)}\n`,
          );
          return 0;
        }),
    ),
    rotate: command(
      {
        name: 'key rotate',
        summary: 'Issues a new key for the same holder; the key it replaces works until key revoke --old.',
        synopsis: '<name> [--data DIR | --store URL]',
        operands: named,
        options: storeOptions,
      },
      ({ values, positionals: [name = ''] }) =>
        withStore(values, async (store) => {
          const rotated = await store.rotateKey(name);
          if (!rotated) {
            process.stderr.write(`no active key named "${name}"\n`);
            return 1;
          }
          process.stdout.write(`${rotated.key}\n`);
          process.stderr.write(
            `A new key for "${name}". It is shown only now: ${handOver(rotated.kind)}\nThe key it replaces keeps working until you revoke it: key revoke ${name} --old\n`,
          );
          return 0;
        }),
    ),
    list: command(
      {
        name: 'key list',
        summary: 'Lists the keys: name, kind, when made, and whether each works.',
        synopsis: '[--json] [--data DIR | --store URL]',
        options: { json: { type: 'boolean', help: 'as a JSON array' }, ...storeOptions },
      },
      ({ values }) =>
        withStore(values, async (store) => {
          const keys = await store.listKeys();
          if (values.json) process.stdout.write(`${JSON.stringify(keys)}\n`);
          else
            for (const k of keys) process.stdout.write(`${k.name}\t${k.kind}\t${k.createdAt}\t${state(k)}\n`);
          return 0;
        }),
    ),
    revoke: command(
      {
        name: 'key revoke',
        summary: 'Ends every working key of a name, or with --old only the keys a rotate replaced.',
        synopsis: '<name> [--old] [--data DIR | --store URL]',
        operands: named,
        options: {
          old: { type: 'boolean', default: false, help: 'only the keys that key rotate replaced' },
          ...storeOptions,
        },
      },
      ({ values, positionals: [name = ''] }) =>
        withStore(values, async (store) => {
          if (await store.revokeKey(name, values.old ? 'replaced' : 'all')) return 0;
          process.stderr.write(
            values.old
              ? `no replaced key of "${name}" is still working\n`
              : `no active key named "${name}"\n`,
          );
          return 1;
        }),
    ),
  },
);
