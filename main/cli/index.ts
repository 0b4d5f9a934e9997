// `setu-workbench <command>`: dispatches to one module per command, each of which reads its arguments and
// answers --help through args.ts.
import { type CliCommand, PROGRAM } from './args.ts';

// Each command's module (and what it needs: the store, the server, the codec) is loaded only when that
// command runs, so `validate` never pays for starting the server's code.
export const commands: Record<string, () => Promise<CliCommand>> = {
  validate: async () => (await import('./validate.ts')).validateCommand,
  convert: async () => (await import('./convert.ts')).convertCommand,
  serve: async () => (await import('./serve.ts')).serveCommand,
  key: async () => (await import('./key.ts')).keyCommand,
  token: async () => (await import('./token.ts')).tokenCommand,
  counterparty: async () => (await import('./counterparty.ts')).counterpartyCommand,
  outbox: async () => (await import('./outbox.ts')).outboxCommand,
  sync: async () => (await import('./sync.ts')).syncCommand,
  placement: async () => (await import('./placement.ts')).placementCommand,
  timecard: async () => (await import('./timecard.ts')).timecardCommand,
  invoice: async () => (await import('./invoice.ts')).invoiceCommand,
  agency: async () => (await import('./agency.ts')).agencyCommand,
};

/** Every command with what it does; only --help loads them all. */
async function overview(): Promise<string> {
  const loaded = await Promise.all(
    Object.entries(commands).map(async ([name, load]) => {
      const c = await load();
      return [c.subcommands ? `${name} ${Object.keys(c.subcommands).join('|')}` : name, c.summary] as const;
    }),
  );
  const width = Math.max(...loaded.map(([name]) => name.length));
  return [
    `usage: ${PROGRAM} <command> [options]`,
    '',
    'commands:',
    ...loaded.map(([name, summary]) => `  ${name.padEnd(width)}  ${summary}`),
    '',
    `${PROGRAM} <command> --help tells a command's arguments and options. Commands that work on the`,
    'store take --data DIR, the data folder serve uses (by default the user data folder).',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') {
    // Asked for, the overview is the answer; without a command, it is what to say instead of one.
    (name ? process.stdout : process.stderr).write(`${await overview()}\n`);
    return 0;
  }
  const load = commands[name];
  if (!load) {
    process.stderr.write(`${PROGRAM}: unknown command '${name}'\n\n${await overview()}\n`);
    return 2;
  }
  const command = await load();
  try {
    return await command(rest);
  } catch (e) {
    // Faults that are not the arguments' (those the command answers with its usage): a file that
    // cannot be read, a counterparty refused by the store.
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
}
