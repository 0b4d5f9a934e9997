import { type BodyFormat, writeMessage } from '../../shared/messages/message-io.ts';
import { writeFileAtomic } from '../files.ts';
import { command, UsageError } from './args.ts';
import { readMessageFile } from './read-file.ts';
import { messageOptions } from './validate.ts';

export const convertCommand = command(
  {
    name: 'convert',
    summary: 'Converts a valid SETU file between JSON and XML.',
    synopsis: '<file> --to json|xml [--out <file>] [--type <Message>] [--version <v>]',
    operands: { name: '<file>', min: 1, max: 1 },
    options: {
      to: { type: 'string', help: 'the format to write' },
      out: { type: 'string', help: 'where to write it (default: standard output)' },
      ...messageOptions,
    },
    required: ['to'],
  },
  ({ values, positionals: [file = ''] }) => {
    if (values.to !== 'json' && values.to !== 'xml') throw new UsageError('--to must be json or xml');
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
  },
);
