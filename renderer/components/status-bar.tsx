// The top of every page: whether the outbox can be delivered (online/offline), how many entries wait,
// and the Sync button with its progress.
import { useState } from 'react';
import { href } from '../router.ts';
import { SyncProgress } from './sync-progress.tsx';
import { connectivity, isRunning, startSync, useSyncStatus } from './sync-state.ts';
import './status-bar.css';

export function StatusBar() {
  const status = useSyncStatus();
  const [error, setError] = useState('');
  const net = connectivity(status);
  const running = isRunning(status.run);
  const sync = () => {
    setError('');
    startSync().catch((e: unknown) => setError(`Sync could not start: ${(e as Error).message}`));
  };
  return (
    <section className="status-bar" aria-label="Sync status">
      <span role="status" className={`connectivity ${net.online ? 'online' : 'offline'}`} title={net.detail}>
        {net.text}
      </span>
      <a href={href('outbox')}>{status.toSync} to sync</a>
      {status.needAttention > 0 ? (
        <a href={href('outbox')} className="attention">
          {status.needAttention} need attention
        </a>
      ) : null}
      <span className="status-spacer" />
      <SyncProgress run={status.run} />
      {error ? (
        <span role="alert" className="field-error">
          {error}
        </span>
      ) : null}
      <button type="button" className="primary" onClick={sync} disabled={running}>
        {running ? 'Syncing…' : 'Sync'}
      </button>
    </section>
  );
}
