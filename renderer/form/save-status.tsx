// Whether the server has what the user sees: unsaved, saving, saved, failed (retried), or changed
// elsewhere meanwhile (the user keeps their version or takes the other), or deleted elsewhere.
import { useSyncExternalStore } from 'react';
import { localOutcome } from '../errors/outcome.ts';
import { useT } from '../i18n/intl.tsx';
import type { DraftSaver } from './autosave.ts';

export function SaveStatus({
  saver,
  onKeepMine,
  onUseTheirs,
  onSaveAsNew,
}: {
  saver: DraftSaver;
  onKeepMine(): void;
  onUseTheirs(): void;
  onSaveAsNew(): void;
}) {
  const t = useT();
  const state = useSyncExternalStore(saver.subscribe, saver.getState);
  switch (state.kind) {
    case 'saved':
      return (
        <span className="save-status" role="status" data-state="saved">
          {t('save.saved')}
        </span>
      );
    case 'pending':
    case 'saving':
      return (
        <span className="save-status" role="status" data-state={state.kind}>
          {t('save.saving')}
        </span>
      );
    case 'failed':
      return (
        <span className="save-status failed" role="alert" data-state="failed">
          {t('save.failed', { reason: t(localOutcome(state.error).key, { name: '' }) })}{' '}
          <button type="button" onClick={() => void saver.retry()}>
            {t('save.retry')}
          </button>
        </span>
      );
    case 'conflict':
      return (
        <div className="save-status conflict" role="alert" data-state="conflict">
          {t('save.conflict', { revision: state.theirs.revision })}{' '}
          <button type="button" onClick={onKeepMine}>
            {t('save.keepMine')}
          </button>{' '}
          <button type="button" onClick={onUseTheirs}>
            {t('save.useTheirs')}
          </button>
        </div>
      );
    case 'gone':
      return (
        <div className="save-status conflict" role="alert" data-state="gone">
          {t('save.gone')}{' '}
          <button type="button" onClick={onSaveAsNew}>
            {t('save.asNew')}
          </button>
        </div>
      );
  }
}
