// `setu-workbench <command>`: dispatches to one module per command.
type Command = (args: string[]) => Promise<number>;

// Each command's module (and what it needs: the store, the server, the codec) is loaded only when that
// command runs, so `validate` never pays for starting the server's code.
const commands: Record<string, () => Promise<Command>> = {
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

const usage = `usage: setu-workbench <command> [options]

commands:
  validate <files...> [--type <Message>] [--version <v>]   check SETU files against the standard
  convert <file> --to json|xml [--out <file>]              convert a SETU file between JSON and XML
  serve [--role supplier|customer|both] [--port N] [--data DIR] [--listen ADDR]
        [--public-url URL] [--require-auth] [--tls-cert F --tls-key F] [--insecure]
                                                           run the SETU exchange server
  key add|rotate|list|revoke [<name>] [--desktop] [--old] [--data DIR | --store URL]
                                                           keys that counterparties and desktops present
  counterparty add <name> --url URL --role supplier|customer [--auth none|bearer|header|oauth2]
        [--token-stdin] [--header-name N] [--token-url U --client-id ID --client-secret-stdin --scope S]
        [--client-cert F --client-key F | --client-pfx F --passphrase-stdin] [--ca F]
        [--submit-method PUT|POST] [--submit-method-for FAMILY=PUT|POST] [--version-header NAME]
        [--format json|xml]                                (without them: as the official OpenAPI has it)
  counterparty list [--json]                               counterparties the outbox sends to
  outbox add <file> --to <name> [--op submit|update|delete] [--id UUID]
                                                           queue a valid message for a counterparty
  outbox list [--to <name>] [--json]                       queued, sent and failed messages
  sync [--to <name>] [--concurrency N]                     deliver the outbox (exit 1 if anything is left)
  placement import <files...>                              placements from a spreadsheet (CSV) or Assignment files
  placement list [--json] [--ended]                        the placements, each with its id
  timecard week --week 2026-W48 --hours FILE.csv [--queue] [--out DIR]
                                                           the week's timecards from a spreadsheet of hours
  invoice make --period 2026-W48|2026-P12|2026-11 [--customer NAME] [--out DIR] [--queue]
                                                           invoice the period's hours (UBL XML per customer)
  invoice list [--json]                                    the invoices, with their state
  agency set [--name N] [--kvk K] [--btw B] [--iban I] [--address A]   My agency, for invoices and messages
  (counterparty, outbox, sync, placement, timecard, invoice and agency take --data DIR, the store that serve uses)
  token [--data DIR]                                       the management API's token (after serve)
`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const load = name ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(name && name !== '--help' ? `unknown command: ${name}\n${usage}` : usage);
    return name && name !== '--help' ? 2 : 0;
  }
  const command = await load();
  try {
    return await command(rest);
  } catch (e) {
    // Bad arguments (parseArgs) and other usage faults.
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
}
