// The outbox: what waits to be sent (queued, sending, failed, blocked) with each entry's last result,
// Retry and Cancel, and Sync (all counterparties or the one shown) with its progress entry by entry.
import { useCallback, useRef, useState } from 'react';
import type { OutboxState } from '../../shared/api-events.ts';
import { api } from '../api/client.ts';
import { CounterpartyError, networkReason, readError } from '../components/counterparty-error.tsx';
import { CounterpartySelect } from '../components/counterparty-select.tsx';
import {
  EntryCells,
  fetchEntries,
  lastResult,
  type OutboxItem,
  StateBadge,
  unsentStates,
} from '../components/outbox-entries.tsx';
import { usePagedList } from '../components/paged-list.ts';
import { SyncProgress } from '../components/sync-progress.tsx';
import { isRunning, type SyncRun, startSync, useSyncStatus } from '../components/sync-state.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { VirtualList } from '../components/virtual-list.tsx';
import { When } from '../components/when.tsx';
import './outbox.css';

/** How many of the run's latest per-entry results are listed under its progress. */
const RECENT = 8;

function RunResults({ run, titles }: { run: SyncRun; titles: ReadonlyMap<number, string> }) {
  const recent = [...run.entries].slice(-RECENT).reverse();
  return (
    <ul className="run-results" aria-label="Latest results">
      {recent.map(([id, p]) => (
        <li key={id}>
          {titles.get(id) ?? `Entry ${id}`} → {p.counterparty}: <StateBadge state={p.state} />
          {p.status === null ? '' : ` ${p.status}`}
          {p.error ? ` ${p.status === null ? networkReason(p.error) : readError(p.error).summary}` : ''}
        </li>
      ))}
    </ul>
  );
}

function EntryDetails({ entry, onClose }: { entry: OutboxItem; onClose(): void }) {
  return (
    <section className="entry-details" aria-labelledby="entry-heading">
      <div className="toolbar">
        <h2 id="entry-heading">{entry.title}</h2>
        <button type="button" onClick={onClose}>
          Close details
        </button>
      </div>
      <dl>
        <dt>To</dt>
        <dd>
          {entry.counterparty}, <code>{entry.path}</code> ({entry.operation})
        </dd>
        <dt>State</dt>
        <dd>
          <StateBadge state={entry.state} /> after {entry.attempts} attempt{entry.attempts === 1 ? '' : 's'}
        </dd>
        <dt>Queued</dt>
        <dd>
          <When iso={entry.createdAt} />
        </dd>
        <dt>Last change</dt>
        <dd>
          <When iso={entry.updatedAt} />
          {entry.lastStatus === null ? '' : `, the counterparty answered ${entry.lastStatus}`}
        </dd>
      </dl>
      {entry.lastError ? <CounterpartyError text={entry.lastError} /> : null}
    </section>
  );
}

export function OutboxPage() {
  const [counterparty, setCounterparty] = useState('');
  const [state, setState] = useState<OutboxState | ''>('');
  const [selected, setSelected] = useState<number>();
  const [error, setError] = useState('');
  const sync = useSyncStatus();
  const list = usePagedList<OutboxItem>(`${counterparty}|${state}`, (cursor, limit) =>
    fetchEntries(state ? [state] : unsentStates, counterparty, cursor, limit),
  );
  useApiEvents((e) => {
    if (e.type === 'outbox' || e.type === 'connected') list.refresh();
  });

  const act = useCallback((entry: OutboxItem, action: 'retry' | 'cancel') => {
    if (
      action === 'cancel' &&
      !window.confirm(`Take "${entry.title}" for ${entry.counterparty} out of the outbox?`)
    )
      return;
    setError('');
    api(`outbox/${entry.id}/${action}`, { method: 'POST' }).catch((e: Error) => setError(e.message));
  }, []);
  const renderRow = useCallback(
    (e: OutboxItem) => (
      <div className="row-cells">
        <EntryCells entry={e} />
        <span>
          <StateBadge state={e.state} />
        </span>
        <span title={e.lastError ?? undefined}>{lastResult(e)}</span>
        <span className="row-actions">
          <button type="button" onClick={() => setSelected(e.id)} aria-label={`Details of ${e.title}`}>
            Details
          </button>
          {e.state === 'failed' || e.state === 'blocked' ? (
            <button type="button" onClick={() => act(e, 'retry')} aria-label={`Retry ${e.title}`}>
              Retry
            </button>
          ) : null}
          {e.state === 'sending' ? null : (
            <button type="button" onClick={() => act(e, 'cancel')} aria-label={`Cancel ${e.title}`}>
              Cancel
            </button>
          )}
        </span>
      </div>
    ),
    [act],
  );
  // Entries leave this list as they are sent; the run's results still name them.
  const titles = useRef(new Map<number, string>()).current;
  for (const e of list.items) titles.set(e.id, e.title);
  const running = isRunning(sync.run);
  const entry = list.items.find((i) => i.id === selected);

  return (
    <section className="list-page outbox-page" aria-labelledby="outbox-heading">
      <h1 id="outbox-heading">Outbox</h1>
      <div className="toolbar">
        <CounterpartySelect value={counterparty} onChange={setCounterparty} />
        <select
          aria-label="State"
          value={state}
          onChange={(e) => setState(e.target.value as OutboxState | '')}
        >
          <option value="">All not yet sent</option>
          {unsentStates.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="primary"
          disabled={running}
          onClick={() => {
            setError('');
            startSync(counterparty || undefined).catch((e: Error) => setError(e.message));
          }}
        >
          {counterparty ? `Sync ${counterparty}` : 'Sync all'}
        </button>
        <span className="muted">{sync.toSync} to sync</span>
      </div>
      {sync.run ? (
        <section className="run" aria-label="Sync run">
          <SyncProgress run={sync.run} />
          <RunResults run={sync.run} titles={titles} />
        </section>
      ) : null}
      {error || list.error ? (
        <p role="alert" className="field-error">
          {error || list.error}
        </p>
      ) : null}
      <div className="list-head" aria-hidden="true">
        <span>Message</span>
        <span>To</span>
        <span>Family</span>
        <span>Operation</span>
        <span>State</span>
        <span>Last result</span>
        <span />
      </div>
      <VirtualList
        label="Outbox entries"
        items={list.items}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        rowKey={(e) => e.id}
        renderRow={renderRow}
        empty={list.loaded ? 'Nothing waits to be sent.' : null}
      />
      {entry ? <EntryDetails entry={entry} onClose={() => setSelected(undefined)} /> : null}
    </section>
  );
}
