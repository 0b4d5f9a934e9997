// A counterparty's token need not be given on the command line, where ps and the shell's history
// show it: it is read from standard input (--token-stdin) or from SETU_COUNTERPARTY_TOKEN.
import { describe, expect, it } from 'vitest';
import { openSyncStore } from '../main/cli/sync-store.ts';
import { cliWith } from './support/cli.ts';
import { tempDir } from './support/temp.ts';

const add = (dir: string, name: string, ...extra: string[]) => [
  'counterparty',
  'add',
  name,
  '--url',
  'https://setu.acme.example',
  '--role',
  'supplier',
  '--data',
  dir,
  ...extra,
];

function tokenOf(dir: string, name: string): string | null | undefined {
  const s = openSyncStore(dir);
  try {
    return s.counterparties.get(name)?.token;
  } finally {
    s.close();
  }
}

describe('counterparty add', () => {
  const dir = tempDir('setu-secrets-cli-');

  it('reads the token from standard input with --token-stdin (its first line)', async () => {
    const r = await cliWith({ input: 'KEY-FROM-STDIN\n' }, ...add(dir, 'stdin', '--token-stdin'));
    expect(r.code, r.stderr).toBe(0);
    expect(tokenOf(dir, 'stdin')).toBe('KEY-FROM-STDIN');
  });

  it('reads the token from SETU_COUNTERPARTY_TOKEN', async () => {
    const r = await cliWith({ env: { SETU_COUNTERPARTY_TOKEN: 'KEY-FROM-ENV' } }, ...add(dir, 'env'));
    expect(r.code, r.stderr).toBe(0);
    expect(tokenOf(dir, 'env')).toBe('KEY-FROM-ENV');
  });

  it('refuses an empty standard input, and two sources at once', async () => {
    const empty = await cliWith({ input: '' }, ...add(dir, 'empty', '--token-stdin'));
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('--token-stdin: standard input holds no token');
    const both = await cliWith({ input: 'A\n' }, ...add(dir, 'both', '--token', 'B', '--token-stdin'));
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('give the token one way');
    expect(tokenOf(dir, 'empty')).toBeUndefined();
  });
});
