import type { OutboxOperation, OutboxSummary } from '../store/outbox.ts';
import { listed, QueueError, queueMessage } from '../sync/queue.ts';
import { command, commandGroup, dataOption, UsageError } from './args.ts';
import { readMessageFile } from './read-file.ts';
import { openSyncStore, table } from './sync-store.ts';
import { messageOptions } from './validate.ts';

const ops: OutboxOperation[] = ['submit', 'update', 'delete'];

export function entryRows(entries: OutboxSummary[]): string {
  const rows = entries.map((e) => [
    String(e.id),
    e.counterparty,
    e.operation,
    e.family,
    e.path,
    e.state,
    e.lastStatus === null ? '' : String(e.lastStatus),
    (e.lastError ?? '').replace(/\s+/g, ' ').slice(0, 120),
  ]);
  return table(['ID', 'TO', 'OP', 'FAMILY', 'PATH', 'STATE', 'STATUS', 'LAST ERROR'], rows);
}

const add = command(
  {
    name: 'outbox add',
    summary: 'Queues a valid SETU message for a counterparty; sync sends it.',
    synopsis: `<file> --to <counterparty> [--op submit|update|delete] [--id UUID]
      [--type <Message>] [--version <v>] [--data DIR]`,
    operands: { name: '<file>', min: 1, max: 1 },
    required: ['to'],
    options: {
      to: { type: 'string', help: 'the counterparty to send it to' },
      op: { type: 'string', default: 'submit', help: 'submit, update or delete' },
      id: {
        type: 'string',
        help: 'the resource id to send it as (default: a new one, or its earlier one)',
      },
      ...messageOptions,
      ...dataOption,
    },
  },
  async ({ values, positionals: [file = ''] }) => {
    const op = values.op as OutboxOperation;
    if (!ops.includes(op)) throw new UsageError(`--op must be one of ${ops.join(', ')}`);
    const read = readMessageFile(file, values);
    if (!read.ok) {
      process.stderr.write(`${file}: ${read.error}\n`);
      return 2;
    }
    // Queued messages must be valid: an invalid one would only come back as a 400 at sync time.
    for (const issue of read.message.issues)
      process.stderr.write(`${file}: ${issue.path || '/'}: ${issue.message}\n`);
    if (read.message.issues.length > 0) return 1;
    const s = openSyncStore(values.data);
    try {
      const cp = s.counterparties.get(values.to);
      if (!cp) {
        process.stderr.write(
          `no counterparty named "${values.to}"; add it with: setu-workbench counterparty add\n`,
        );
        return 2;
      }
      const entry = queueMessage(s.outbox, cp, read.message, op, values.id);
      process.stdout.write(
        `queued ${entry.operation} ${entry.family} ${entry.path} for ${cp.name} (entry ${entry.id})\n`,
      );
      return 0;
    } catch (e) {
      if (!(e instanceof QueueError)) throw e;
      process.stderr.write(`${file}: ${e.message}\n`);
      return 1;
    } finally {
      s.close();
    }
  },
);

const list = command(
  {
    name: 'outbox list',
    summary: 'Lists the queued, sent and failed messages, oldest first.',
    synopsis: '[--to <counterparty>] [--json] [--data DIR]',
    options: {
      to: { type: 'string', help: "only this counterparty's" },
      json: { type: 'boolean', help: 'as a JSON array' },
      ...dataOption,
    },
  },
  ({ values }) => {
    const s = openSyncStore(values.data);
    try {
      const entries = s.outbox.list(values.to);
      process.stdout.write(values.json ? `${JSON.stringify(entries.map(listed))}\n` : entryRows(entries));
      return 0;
    } finally {
      s.close();
    }
  },
);

export const outboxCommand = commandGroup(
  'outbox',
  'Messages queued for counterparties, sent by sync in order per resource.',
  { add, list },
);
