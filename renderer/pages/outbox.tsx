// The outbox: what waits to be sent (waiting, sending, needing a fix, waiting for an earlier one) with
// what each is about and its last result in words, Retry and Cancel, Retry all failed, and Sync (all
// relations or the one shown) with its progress entry by entry. Entries for a relation that could not
// be reached are sent by themselves once it answers again; Sync stays for sending at once.
import { useCallback, useRef, useState } from 'react';
import type { OutboxState } from '../../shared/api/events.ts';
import type { OutboxListRow } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { CounterpartySelect } from '../components/counterparty-select.tsx';
import { DigestCells } from '../components/digest-cells.tsx';
import { ListFilters, noFilters, useListFilter } from '../components/list-filters.tsx';
import { type ListLayout, ListPage, useListRows } from '../components/list-page.tsx';
import { useMessageTitle } from '../components/message-title.ts';
import { addresseeOf, StateBadge, unsentStates, useLastResult } from '../components/outbox-entries.tsx';
import { SyncProgress } from '../components/sync-progress.tsx';
import { isRunning, type SyncRun, startSync, useSyncStatus } from '../components/sync-state.ts';
import { When } from '../components/when.tsx';
import { ErrorText, useOutcomeWords } from '../errors/error-text.tsx';
import { deliveryOutcome } from '../errors/outcome.ts';
import { useT } from '../i18n/intl.tsx';
import './outbox.css';

/** How many of the run's latest per-entry results are listed under its progress. */
const RECENT = 8;

function RunResults({ run, titles }: { run: SyncRun; titles: ReadonlyMap<number, string> }) {
  const t = useT();
  const words = useOutcomeWords();
  const recent = [...run.entries].slice(-RECENT).reverse();
  return (
    <ul className="run-results" aria-label={t('outbox.latest')}>
      {recent.map(([id, p]) => {
        const outcome = deliveryOutcome({ state: p.state, lastStatus: p.status, lastError: p.error });
        return (
          <li key={id}>
            {titles.get(id) ?? t('outbox.entry', { id })} → {p.counterparty}: <StateBadge state={p.state} />
            {outcome ? ` ${words(outcome, p.counterparty)}` : ''}
          </li>
        );
      })}
    </ul>
  );
}

function EntryDetails({ entry, title, onClose }: { entry: OutboxListRow; title: string; onClose(): void }) {
  const t = useT();
  const outcome = deliveryOutcome(entry);
  return (
    <section className="entry-details" aria-labelledby="entry-heading">
      <div className="toolbar">
        <h2 id="entry-heading" tabIndex={-1}>
          {title}
        </h2>
        <button type="button" onClick={onClose}>
          {t('outbox.closeDetails')}
        </button>
      </div>
      <dl>
        <dt>{t('outbox.to')}</dt>
        <dd>{entry.counterparty}</dd>
        <dt>{t('outbox.what')}</dt>
        <dd>{t(`operation.${entry.operation}`)}</dd>
        <dt>{t('outbox.state')}</dt>
        <dd>
          <StateBadge state={entry.state} /> {t('outbox.attempts', { count: entry.attempts })}
        </dd>
        <dt>{t('outbox.queuedAt')}</dt>
        <dd>
          <When iso={entry.createdAt} />
        </dd>
        <dt>{t('outbox.lastChange')}</dt>
        <dd>
          <When iso={entry.updatedAt} />
        </dd>
      </dl>
      {outcome ? <ErrorText outcome={outcome} name={addresseeOf(entry)} /> : null}
      <details className="integrator">
        <summary>{t('outbox.integrator')}</summary>
        <dl>
          <dt>{t('outbox.path')}</dt>
          <dd>
            <code>{entry.path}</code>
          </dd>
          <dt>{t('outbox.httpStatus')}</dt>
          <dd>{entry.lastStatus ?? '—'}</dd>
        </dl>
      </details>
    </section>
  );
}

/** "Retry all failed" once the cause is fixed: the failed entries queued again, and sent at once. */
async function retryAll(counterparty?: string): Promise<void> {
  await call('POST /outbox/retry-failed', { body: counterparty ? { counterparty } : {} });
  await startSync(counterparty);
}

/** The message, to whom, what it is about, its state and last result, and its buttons. */
const layout: ListLayout<OutboxListRow> = {
  name: 'outbox',
  words: { heading: 'outbox.heading', label: 'outbox.entries', empty: 'outbox.empty' },
  columns: [
    'outbox.col.message',
    'outbox.col.to',
    'outbox.col.worker',
    'outbox.col.period',
    'outbox.col.total',
    'outbox.col.state',
    'outbox.col.result',
    null,
  ],
  rowKey: (e) => e.id,
};

export function OutboxPage() {
  const t = useT();
  const title = useMessageTitle();
  const lastResult = useLastResult();
  const [counterparty, setCounterparty] = useState('');
  const [state, setState] = useState<OutboxState | ''>('');
  const [filters, setFilters] = useState(noFilters);
  const [selected, setSelected] = useState<number>();
  const [error, setError] = useState<unknown>();
  const sync = useSyncStatus();
  const filter = useListFilter(filters);
  const list = useListRows(
    'GET /lists/outbox',
    {
      ...filter,
      states: (state ? [state] : unsentStates).join(','),
      ...(counterparty ? { counterparty } : {}),
    },
    (e) => e.type === 'outbox',
  );
  const titleOf = useCallback((e: OutboxListRow) => title(e.family, e.digest.documentId), [title]);

  const act = useCallback(
    (entry: OutboxListRow, action: 'retry' | 'cancel') => {
      if (
        action === 'cancel' &&
        !window.confirm(t('outbox.cancelConfirm', { title: titleOf(entry), name: entry.counterparty }))
      )
        return;
      setError(undefined);
      const params = { id: String(entry.id) };
      (action === 'retry'
        ? call('POST /outbox/:id/retry', { params })
        : call('POST /outbox/:id/cancel', { params })
      ).catch(setError);
    },
    [t, titleOf],
  );
  const renderRow = useCallback(
    (e: OutboxListRow) => {
      const name = titleOf(e);
      const result = lastResult(e);
      return (
        <div className="row-cells">
          <span>{name}</span>
          <span>{e.counterparty}</span>
          <DigestCells digest={e.digest} customer={false} />
          <span>
            <StateBadge state={e.state} />
          </span>
          <span title={result}>{result}</span>
          <span className="row-actions">
            <button
              type="button"
              onClick={() => setSelected(e.id)}
              aria-label={t('outbox.detailsOf', { title: name })}
            >
              {t('outbox.details')}
            </button>
            {e.state === 'failed' || e.state === 'blocked' ? (
              <button
                type="button"
                onClick={() => act(e, 'retry')}
                aria-label={t('outbox.retryOf', { title: name })}
              >
                {t('outbox.retry')}
              </button>
            ) : null}
            {e.state === 'sending' ? null : (
              <button
                type="button"
                onClick={() => act(e, 'cancel')}
                aria-label={t('outbox.cancelOf', { title: name })}
              >
                {t('outbox.cancel')}
              </button>
            )}
          </span>
        </div>
      );
    },
    [act, t, titleOf, lastResult],
  );
  // Entries leave this list as they are sent; the run's results still name them.
  const titles = useRef(new Map<number, string>()).current;
  for (const e of list.items) titles.set(e.id, titleOf(e));
  const running = isRunning(sync.run);
  const entry = list.items.find((i) => i.id === selected);
  const details = entry ? (
    <EntryDetails entry={entry} title={titleOf(entry)} onClose={() => setSelected(undefined)} />
  ) : null;
  /** Sync or Retry all failed, for the relation shown (all when none is chosen). */
  const forShown = (work: (counterparty?: string) => Promise<void>) => {
    setError(undefined);
    work(counterparty || undefined).catch(setError);
  };

  return (
    <ListPage layout={layout} list={list} renderRow={renderRow} error={error} after={details}>
      <div className="toolbar">
        <CounterpartySelect value={counterparty} onChange={setCounterparty} />
        <select
          aria-label={t('outbox.state')}
          value={state}
          onChange={(e) => setState(e.target.value as OutboxState | '')}
        >
          <option value="">{t('outbox.allUnsent')}</option>
          {unsentStates.map((s) => (
            <option key={s} value={s}>
              {t(`delivery.${s}`)}
            </option>
          ))}
        </select>
        <button type="button" className="primary" disabled={running} onClick={() => forShown(startSync)}>
          {counterparty ? t('outbox.syncOne', { name: counterparty }) : t('outbox.syncAll')}
        </button>
        {sync.needAttention > 0 ? (
          <button type="button" disabled={running} onClick={() => forShown(retryAll)}>
            {counterparty ? t('outbox.retryAllOf', { name: counterparty }) : t('outbox.retryAll')}
          </button>
        ) : null}
        <span className="muted">{t('outbox.toSync', { count: sync.toSync })}</span>
      </div>
      <div className="toolbar">
        <ListFilters value={filters} onChange={setFilters} searchLabel={t('filter.search')} />
      </div>
      {sync.run ? (
        <section className="run" aria-label={t('outbox.run')}>
          <SyncProgress run={sync.run} />
          <RunResults run={sync.run} titles={titles} />
        </section>
      ) : null}
    </ListPage>
  );
}
