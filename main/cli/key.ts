import { parseArgs } from 'node:util';
import { defaultDataDir } from '../paths.ts';
import { Store } from '../store/store.ts';

const usage = 'usage: setu-workbench key add <name> | key list | key revoke <name>  [--data DIR]';

export async function keyCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { data: { type: 'string' }, json: { type: 'boolean' } },
  });
  const [action, name] = positionals;
  if (
    !action ||
    ((action === 'add' || action === 'revoke') && !name) ||
    !['add', 'list', 'revoke'].includes(action)
  ) {
    throw new Error(usage);
  }
  const store = Store.open(values.data ?? defaultDataDir(), { backgroundCheckpoint: false });
  try {
    if (action === 'add') {
      const key = store.addKey(name as string);
      process.stdout.write(`${key}\n`);
      process.stderr.write(
        `Key "${name}" created. It is shown only now: give it to the counterparty, who sends it as\nAuthorization: Bearer <key>\n`,
      );
      return 0;
    }
    if (action === 'revoke') {
      if (store.revokeKey(name as string)) return 0;
      process.stderr.write(`no active key named "${name}"\n`);
      return 1;
    }
    const keys = store.listKeys();
    if (values.json) process.stdout.write(`${JSON.stringify(keys)}\n`);
    else
      for (const k of keys)
        process.stdout.write(
          `${k.name}\t${k.createdAt}\t${k.revokedAt ? `revoked ${k.revokedAt}` : 'active'}\n`,
        );
    return 0;
  } finally {
    store.close();
  }
}
