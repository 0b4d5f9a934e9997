import { command } from './args.ts';
import { readMessageFile } from './read-file.ts';

/** What reads a message file: its type and version, when not to be detected (validate, convert, outbox add). */
export const messageOptions = {
  type: {
    type: 'string',
    help: 'the message type of JSON files (Timecard, Assignment, ...)',
  },
  version: {
    type: 'string',
    help: 'the message version (default: the newest the file conforms to)',
  },
} as const;

/** Exit 0 when every file is valid, 1 when any is invalid, 2 when any cannot be read. */
export const validateCommand = command(
  {
    name: 'validate',
    summary:
      'Checks SETU files (JSON or XML) against the standard: exit 1 when one is invalid, 2 when one cannot be read.',
    synopsis: '<file>... [--type <Message>] [--version <v>]',
    operands: { name: '<file>', min: 1 },
    options: messageOptions,
  },
  ({ values, positionals }) => {
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
  },
);
