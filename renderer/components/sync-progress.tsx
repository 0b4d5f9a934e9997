// The progress of the sync under way (or the result of the last one): a bar and the counts in words,
// announced politely to screen readers as they change.
import { useT } from '../i18n/intl.tsx';
import { progressText, type SyncRun } from './sync-state.ts';

export function SyncProgress({ run }: { run: SyncRun | undefined }) {
  const t = useT();
  if (!run) return null;
  const done = run.sent + run.failed;
  return (
    <span className="sync-progress">
      {run.result ? null : (
        <progress aria-label={t('sync.progress')} max={Math.max(1, run.total)} value={done} />
      )}
      <span role="status" aria-live="polite">
        {progressText(run, t)}
      </span>
    </span>
  );
}
