// Every command of the command table, and every subcommand of those made of them, answers --help and -h
// with its own usage (exit 0), and a usage error with what is wrong and the usage (exit 2), as a user
// runs them: `node bin/setu-workbench.mjs ...`.
import { describe, expect, it } from 'vitest';
import { commands } from '../main/cli/index.ts';
import { cli } from './support/cli.ts';

/** `serve`, `key`, `key add`, ...: each command and subcommand, found from the table as the CLI finds them. */
const invocations = (
  await Promise.all(
    Object.entries(commands).map(async ([name, load]) => {
      const subcommands = Object.keys((await load()).subcommands ?? {});
      return [
        { words: [name], takesOptions: subcommands.length === 0 },
        ...subcommands.map((sub) => ({ words: [name, sub], takesOptions: true })),
      ];
    }),
  )
).flat();

const subcommandsOf = (group: string) =>
  invocations.filter(({ words }) => words.length === 2 && words[0] === group).map(({ words }) => words[1]);

describe('setu-workbench <command> --help', () => {
  it('finds the commands and subcommands in the table', () => {
    const said = invocations.map(({ words }) => words.join(' '));
    expect(said).toContain('placement import');
    expect(said).toContain('serve');
  });

  it.each(invocations.map(({ words, takesOptions }) => [words.join(' '), words, takesOptions] as const))(
    '%s --help and -h print its usage and exit 0',
    async (said, words, takesOptions) => {
      for (const flag of ['--help', '-h']) {
        const r = await cli(...words, flag);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toMatch(new RegExp(`^usage: setu-workbench ${said} `));
        // A command lists its options; a group its subcommands, each with its usage line.
        if (takesOptions) expect(r.stdout).toContain('-h, --help');
        else
          for (const sub of subcommandsOf(said))
            expect(r.stdout).toMatch(new RegExp(`^  setu-workbench ${said} ${sub}\\b`, 'm'));
        expect(r.stderr).toBe('');
      }
    },
  );

  // A group's own arguments are its subcommand: the options are each subcommand's.
  it.each(invocations.filter((i) => i.takesOptions).map(({ words }) => [words.join(' '), words]))(
    '%s with an unknown option names it, prints its usage and exits 2',
    async (said, words) => {
      const r = await cli(...words, '--no-such-option');
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/--no-such-option/);
      expect(r.stderr).toContain(`usage: setu-workbench ${said} `);
    },
  );
});

describe('setu-workbench without a command', () => {
  it('--help lists every command of the table with what it does, exit 0', async () => {
    const r = await cli('--help');
    expect(r.code).toBe(0);
    for (const name of Object.keys(commands)) expect(r.stdout).toMatch(new RegExp(`^  ${name}\\b`, 'm'));
  });

  it('an unknown command is named, with the list, exit 2', async () => {
    const r = await cli('frobnicate');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown command 'frobnicate'");
    expect(r.stderr).toContain('usage: setu-workbench <command>');
  });

  it('a group without its subcommand, or with an unknown one, says which there are, exit 2', async () => {
    const missing = await cli('placement', '--json');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('say which: import, list');
    const unknown = await cli('key', 'forget', 'x');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown subcommand 'forget'");
    expect(unknown.stderr).toContain('usage: setu-workbench key <add|rotate|list|revoke>');
  });

  it('a bad value or a missing operand or option is named with the usage, exit 2', async () => {
    const operand = await cli('key', 'add');
    expect([operand.code, operand.stderr]).toEqual([2, expect.stringContaining('<name> is missing')]);
    const option = await cli('timecard', 'week', '--week', '2026-W48');
    expect([option.code, option.stderr]).toEqual([2, expect.stringContaining('--hours is required')]);
    const value = await cli('outbox', 'add', 'x.json', '--to', 'bakkerij', '--op', 'send');
    expect([value.code, value.stderr]).toEqual([2, expect.stringContaining('--op must be one of')]);
    const extra = await cli('token', 'now');
    expect([extra.code, extra.stderr]).toEqual([2, expect.stringContaining("Unexpected argument 'now'")]);
  });
});
