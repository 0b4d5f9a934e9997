// The top of every page: whether the outbox can be delivered (online/offline, measured: each relation
// is asked once the list of them is loaded), how many entries wait, and the Sync button with its
// progress.
import { useEffect, useState } from 'react';
import { LocalError } from '../errors/error-text.tsx';
import { useT } from '../i18n/intl.tsx';
import { href } from '../router.ts';
import { OfficeStatus } from './office-status.tsx';
import { SyncProgress } from './sync-progress.tsx';
import { connectivity, isRunning, measureReachability, startSync, useSyncStatus } from './sync-state.ts';
import { useCounterparties } from './use-counterparties.ts';
import './status-bar.css';

export function StatusBar() {
  const t = useT();
  const status = useSyncStatus();
  const { counterparties, loaded } = useCounterparties();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    measureReachability(counterparties.filter((c) => c.baseUrl).map((c) => c.name));
  }, [counterparties]);
  const net = connectivity(status, t, loaded ? counterparties.length : 1);
  const running = isRunning(status.run);
  const sync = () => {
    setError(undefined);
    startSync().catch(setError);
  };
  return (
    <section className="status-bar" aria-label={t('status.label')}>
      <span
        role="status"
        className={`connectivity ${net.checking ? 'checking' : net.online ? 'online' : 'offline'}`}
        title={net.detail}
      >
        {net.text}
      </span>
      <OfficeStatus />
      <a href={href('outbox')}>{t('status.toSync', { count: status.toSync })}</a>
      {status.needAttention > 0 ? (
        <a href={href('outbox')} className="attention">
          {t('status.attention', { count: status.needAttention })}
        </a>
      ) : null}
      <span className="status-spacer" />
      <SyncProgress run={status.run} />
      {error ? (
        <span className="field-error">
          {t('status.syncFailed')} <LocalError error={error} />
        </span>
      ) : null}
      <button
        type="button"
        className="primary"
        onClick={sync}
        disabled={running}
        aria-keyshortcuts="Alt+S"
        data-shortcut="sync"
      >
        {running ? t('sync.running') : t('sync.button')}
      </button>
    </section>
  );
}
