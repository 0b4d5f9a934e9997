import { SyncEngine, type SyncEvent } from '../sync/engine.ts';
import { command, dataOption, UsageError } from './args.ts';
import { entryRows } from './outbox.ts';
import { openSyncStore } from './sync-store.ts';

function positive(value: string | undefined, option: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${option} must be a positive whole number`);
  return n;
}

function describe(e: SyncEvent): string {
  const what = `#${e.entry.id} ${e.entry.operation} ${e.entry.family} ${e.entry.path} -> ${e.entry.counterparty}`;
  const reason = 'error' in e ? e.error.replace(/\s+/g, ' ').slice(0, 200) : '';
  switch (e.type) {
    case 'sending':
      return `${what}: sending (attempt ${e.attempt})`;
    case 'sent':
      return `${what}: sent (${e.status}${e.note ? `, ${e.note}` : ''})`;
    case 'retry':
      return `${what}: ${e.status ?? 'network error'}, retrying in ${e.delayMs} ms: ${reason}`;
    case 'deferred':
      return `${what}: still queued (${e.status ?? 'network error'}): ${reason}`;
    case 'failed':
      return `${what}: failed (${e.status ?? 'not sendable'}): ${reason}`;
  }
}

/** Exit 0 when everything taken up was sent; 1 when any entry failed, was blocked or is still queued. */
export const syncCommand = command(
  {
    name: 'sync',
    summary:
      'Sends the outbox to the counterparties: progress on stderr, a table at the end; exit 1 when anything failed or is left.',
    synopsis: `[--to <counterparty>] [--retry-failed] [--concurrency N] [--max-attempts N] [--retry-base-ms MS] [--data DIR]`,
    options: {
      to: { type: 'string', help: 'only to this counterparty' },
      'retry-failed': {
        type: 'boolean',
        help: 'queue the failed entries (of --to, or all) again first, once their cause is fixed',
      },
      concurrency: { type: 'string', help: 'requests at once (default: 64)' },
      'max-attempts': {
        type: 'string',
        help: 'tries of an entry before it stays queued for a later sync',
      },
      'retry-base-ms': {
        type: 'string',
        help: 'the first wait before a retry, doubled each time',
      },
      ...dataOption,
    },
  },
  async ({ values }) => {
    const retry = {
      ...(values['max-attempts'] ? { maxAttempts: positive(values['max-attempts'], 'max-attempts') } : {}),
      ...(values['retry-base-ms'] ? { baseMs: positive(values['retry-base-ms'], 'retry-base-ms') } : {}),
    };
    const s = openSyncStore(values.data);
    const engine = new SyncEngine(s.outbox, s.counterparties, {
      concurrency: positive(values.concurrency, 'concurrency'),
      retry,
      localAttachments: (id) => s.store.getAttachment(id),
    });
    engine.on('progress', (e) => process.stderr.write(`${describe(e)}\n`));
    // Ctrl-C: finish and record the requests already out, start no more; the rest stays queued.
    const stop = () => {
      process.stderr.write('stopping: waiting for the requests already sent\n');
      engine.stop();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    try {
      if (values.to && !s.counterparties.get(values.to)) {
        process.stderr.write(`no counterparty named "${values.to}"\n`);
        return 2;
      }
      if (values['retry-failed']) {
        const retried = s.outbox.retryFailed(values.to).length;
        process.stderr.write(
          `${retried} failed or blocked entr${retried === 1 ? 'y' : 'ies'} queued again\n`,
        );
      }
      const result = await engine.run(values.to ? [values.to] : undefined);
      if (result.entries.length === 0) {
        process.stdout.write('nothing to send\n');
        return 0;
      }
      process.stdout.write(entryRows(result.entries));
      process.stdout.write(`${result.sent} sent, ${result.failed} failed, ${result.queued} still queued\n`);
      return result.failed + result.queued > 0 ? 1 : 0;
    } finally {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      await engine.close();
      s.close();
    }
  },
);
