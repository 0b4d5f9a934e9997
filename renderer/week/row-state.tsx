// A row's state in words: empty, ready, a problem (the first, as the form words it), waiting, sent,
// rejected with the customer's reason; and whether a sent week was changed since.
import type { WeekRowView } from '../../shared/api/types.ts';
import { useT } from '../i18n/intl.tsx';

const tone = {
  empty: 'muted',
  draft: 'ok',
  problem: 'warn',
  queued: 'muted',
  sent: 'ok',
  rejected: 'danger',
};

export function RowState({ view, saveError }: { view: WeekRowView; saveError?: string }) {
  const t = useT();
  if (saveError)
    return (
      <span className="badge danger" role="alert">
        {t('week.saveFailed', { reason: saveError })}
      </span>
    );
  const words = t(`state.${view.state}`, {
    problem: view.issues[0]?.message ?? '',
    reason: view.error ?? '',
  });
  return (
    <span className="row-state">
      <span className={`badge ${tone[view.state]}`}>{words}</span>
      {view.changedSinceSent ? <span className="muted"> {t('state.changedSinceSent')}</span> : null}
    </span>
  );
}
