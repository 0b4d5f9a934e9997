// `setu-workbench <command>`: dispatches to one module per command.
import { convertCommand } from './convert.ts';
import { validateCommand } from './validate.ts';

const commands: Record<string, (args: string[]) => Promise<number>> = {
  validate: validateCommand,
  convert: convertCommand,
};

const usage = `usage: setu-workbench <command> [options]

commands:
  validate <files...> [--type <Message>] [--version <v>]   check SETU files against the standard
  convert <file> --to json|xml [--out <file>]              convert a SETU file between JSON and XML
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
