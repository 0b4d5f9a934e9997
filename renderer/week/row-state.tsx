// A row's state in words: empty, ready, a problem (the first, as the form words it), waiting, sent,
// rejected with the customer's reason in words (renderer/errors); and whether a sent week was changed
// since. Where the column cuts it short, the whole of it shows on hover.
import type { WeekRowView } from '../../shared/api/types.ts';
import { useOutcomeWords } from '../errors/error-text.tsx';
import { useIssueWords } from '../errors/issue-words.ts';
import { deliveryOutcome } from '../errors/outcome.ts';
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
  const outcomeWords = useOutcomeWords();
  const issueWords = useIssueWords();
  if (saveError)
    return (
      <span className="badge danger" role="alert">
        {t('week.saveFailed', { reason: saveError })}
      </span>
    );
  // A rejection in words: the fields the customer named by their labels, or the setting to change.
  const rejection =
    view.state === 'rejected'
      ? deliveryOutcome({
          state: 'failed',
          lastStatus: view.status ?? null,
          lastError: view.error ?? null,
          refusal: view.refusal,
        })
      : undefined;
  // The customer's refusal in words already says that it rejected the message ("Bakkerij heeft het
  // bericht afgewezen: …"); the bare state word stands only where no words came with it.
  const reason = rejection ? outcomeWords(rejection, view.placement.counterparty) : view.error;
  const words =
    view.state === 'rejected' && reason
      ? reason
      : t(`state.${view.state}`, {
          problem: view.issues[0] ? issueWords.sentence(view.issues[0]) : '',
        });
  const changed = view.changedSinceSent ? t('state.changedSinceSent') : '';
  return (
    <span className="row-state" title={[words, changed].filter(Boolean).join(' · ')}>
      <span className={`badge ${tone[view.state]}`}>{words}</span>
      {changed ? <span className="muted"> {changed}</span> : null}
    </span>
  );
}
