import { parseArgs } from 'node:util';
import type { OutboxOperation, OutboxSummary } from '../store/outbox.ts';
import { listed, QueueError, queueMessage } from '../sync/queue.ts';
import { readMessageFile } from './read-file.ts';
import { openSyncStore, table } from './sync-store.ts';

const usage = `usage: setu-workbench outbox add <file> --to <counterparty> [--op submit|update|delete] [--id UUID]
         [--type <Message>] [--version <v>] [--data DIR]
       setu-workbench outbox list [--to <counterparty>] [--json] [--data DIR]`;

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

export async function outboxCommand(args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      op: { type: 'string', default: 'submit' },
      id: { type: 'string' },
      type: { type: 'string' },
      version: { type: 'string' },
      data: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const [action, file] = positionals;
  if (action === 'add' && file && values.to && positionals.length === 2) {
    const op = values.op as OutboxOperation;
    if (!ops.includes(op)) throw new Error(`--op must be one of ${ops.join(', ')}`);
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
  }
  if (action === 'list' && !file) {
    const s = openSyncStore(values.data);
    try {
      const entries = s.outbox.list(values.to);
      process.stdout.write(values.json ? `${JSON.stringify(entries.map(listed))}\n` : entryRows(entries));
      return 0;
    } finally {
      s.close();
    }
  }
  throw new Error(usage);
}
