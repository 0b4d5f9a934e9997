import { parseArgs } from 'node:util';
import { type BodyFormat, writeMessage } from '../../shared/message-io.ts';
import { writeFileAtomic } from '../files.ts';
import { readMessageFile } from './read-file.ts';

export async function convertCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      out: { type: 'string' },
      type: { type: 'string' },
      version: { type: 'string' },
    },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1 || (values.to !== 'json' && values.to !== 'xml')) {
    throw new Error(
      'usage: setu-workbench convert <file> --to json|xml [--out <file>] [--type <Message>] [--version <v>]',
    );
  }
  const result = readMessageFile(file, values);
  if (!result.ok) {
    process.stderr.write(`${file}: ${result.error}\n`);
    return 2;
  }
  const { family, version, doc, issues, source, zoneless } = result.message;
  if (issues.length > 0) {
    // A converted file is meant to be sent; an invalid one would only be rejected later.
    for (const issue of issues) process.stderr.write(`${file}: ${issue.path || '/'}: ${issue.message}\n`);
    return 1;
  }
  // A UBL invoice's XML is the source of truth: to XML it is passed through, to JSON it gives its view.
  const output =
    family.format === 'ubl' && values.to === 'xml'
      ? source
      : writeMessage(doc, family, version, values.to as BodyFormat, zoneless);
  if (values.out) writeFileAtomic(values.out, output);
  else process.stdout.write(output);
  return 0;
}
