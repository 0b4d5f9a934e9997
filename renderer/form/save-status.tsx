// Whether the server has what the user sees: unsaved, saving, saved, failed (retried), or changed
// elsewhere meanwhile (the user keeps their version or takes the other), or deleted elsewhere.
import { useSyncExternalStore } from 'react';
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
  const state = useSyncExternalStore(saver.subscribe, saver.getState);
  switch (state.kind) {
    case 'saved':
      return (
        <span className="save-status" role="status" data-state="saved">
          Saved
        </span>
      );
    case 'pending':
    case 'saving':
      return (
        <span className="save-status" role="status" data-state={state.kind}>
          Saving…
        </span>
      );
    case 'failed':
      return (
        <span className="save-status failed" role="alert" data-state="failed">
          Not saved: {state.message}{' '}
          <button type="button" onClick={() => void saver.retry()}>
            Retry
          </button>
        </span>
      );
    case 'conflict':
      return (
        <div className="save-status conflict" role="alert" data-state="conflict">
          This draft was saved elsewhere while you were editing it (revision {state.theirs.revision}).{' '}
          <button type="button" onClick={onKeepMine}>
            Keep my version
          </button>{' '}
          <button type="button" onClick={onUseTheirs}>
            Use the other version
          </button>
        </div>
      );
    case 'gone':
      return (
        <div className="save-status conflict" role="alert" data-state="gone">
          This draft was deleted elsewhere; your edits here are not saved.{' '}
          <button type="button" onClick={onSaveAsNew}>
            Save them as a new draft
          </button>
        </div>
      );
  }
}
