import { parseArgs } from 'node:util';
import { readMessageFile } from './read-file.ts';

/** Exit 0 when every file is valid, 1 when any is invalid, 2 when any cannot be read. */
export async function validateCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { type: { type: 'string' }, version: { type: 'string' } },
  });
  if (positionals.length === 0)
    throw new Error('usage: setu-workbench validate <files...> [--type <Message>] [--version <v>]');
  let invalid = false;
  let unreadable = false;
  for (const file of positionals) {
    const result = readMessageFile(file, values);
    if (!result.ok) {
      unreadable = true;
      process.stdout.write(`${file}: ${result.error}\n`);
      continue;
    }
    const { family, version, issues, detected } = result.message;
    if (detected)
      process.stderr.write(`${file}: no --type/--version given, assumed ${family.name} ${version}\n`);
    if (issues.length === 0) process.stdout.write(`OK ${file} (${family.name} ${version})\n`);
    for (const issue of issues) process.stdout.write(`${file}: ${issue.path || '/'}: ${issue.message}\n`);
    invalid ||= issues.length > 0;
  }
  return unreadable ? 2 : invalid ? 1 : 0;
}
