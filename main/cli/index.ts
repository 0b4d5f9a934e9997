// `setu-workbench <command>`: dispatches to one module per command.
import { convertCommand } from './convert.ts';
import { counterpartyCommand } from './counterparty.ts';
import { keyCommand } from './key.ts';
import { outboxCommand } from './outbox.ts';
import { placementCommand } from './placement.ts';
import { serveCommand } from './serve.ts';
import { syncCommand } from './sync.ts';
import { timecardCommand } from './timecard.ts';
import { tokenCommand } from './token.ts';
import { validateCommand } from './validate.ts';

const commands: Record<string, (args: string[]) => Promise<number>> = {
  validate: validateCommand,
  convert: convertCommand,
  serve: serveCommand,
  key: keyCommand,
  token: tokenCommand,
  counterparty: counterpartyCommand,
  outbox: outboxCommand,
  sync: syncCommand,
  placement: placementCommand,
  timecard: timecardCommand,
};

const usage = `usage: setu-workbench <command> [options]

commands:
  validate <files...> [--type <Message>] [--version <v>]   check SETU files against the standard
  convert <file> --to json|xml [--out <file>]              convert a SETU file between JSON and XML
  serve [--role supplier|customer|both] [--port N] [--data DIR] [--listen ADDR]
        [--public-url URL] [--require-auth] [--tls-cert F --tls-key F] [--insecure]
                                                           run the SETU exchange server
  key add|list|revoke [<name>] [--data DIR]                keys that counterparties present
  counterparty add <name> --url URL --role supplier|customer [--token T]
        [--submit-method PUT|POST] [--version-header NAME] [--format json|xml]
  counterparty list [--json]                               counterparties the outbox sends to
  outbox add <file> --to <name> [--op submit|update|delete] [--id UUID]
                                                           queue a valid message for a counterparty
  outbox list [--to <name>] [--json]                       queued, sent and failed messages
  sync [--to <name>] [--concurrency N]                     deliver the outbox (exit 1 if anything is left)
  placement import <files...>                              placements from a spreadsheet (CSV) or Assignment files
  placement list [--json] [--ended]                        the placements, each with its id
  timecard week --week 2026-W48 --hours FILE.csv [--queue] [--out DIR]
                                                           the week's timecards from a spreadsheet of hours
  (counterparty, outbox, sync, placement and timecard take --data DIR, the store that serve uses)
  token [--data DIR]                                       the management API's token (after serve)
`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(name && name !== '--help' ? `unknown command: ${name}\n${usage}` : usage);
    return name && name !== '--help' ? 2 : 0;
  }
  try {
    return await command(rest);
  } catch (e) {
    // Bad arguments (parseArgs) and other usage faults.
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
}
