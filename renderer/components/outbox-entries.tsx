// Outbox entries as the outbox and sent lists show them: what each message is about, its state, and
// its last result in words (renderer/errors/outcome.ts).

import type { OutboxState } from '../../shared/api/events.ts';
import type { OutboxListRow } from '../../shared/api/types.ts';
import { useOutcomeWords } from '../errors/error-text.tsx';
import { deliveryOutcome } from '../errors/outcome.ts';
import { useT } from '../i18n/intl.tsx';

export const unsentStates: OutboxState[] = ['queued', 'sending', 'failed', 'blocked'];

const stateLooks: Record<OutboxState, string> = {
  queued: 'muted',
  sending: 'warn',
  sent: 'ok',
  failed: 'danger',
  blocked: 'warn',
};

export function StateBadge({ state }: { state: OutboxState }) {
  const t = useT();
  return <span className={`badge ${stateLooks[state]}`}>{t(`delivery.${state}`)}</span>;
}

/** Who the sentence about a delivery names: the customer as the clerk knows it, else the relation. */
export const addresseeOf = (e: Pick<OutboxListRow, 'counterparty' | 'digest'>) =>
  e.digest.relation === e.counterparty && e.digest.customer ? e.digest.customer : e.counterparty;

/** The last attempt in words: why no answer came or what the counterparty said, and what happens next. */
export function useLastResult(): (e: OutboxListRow) => string {
  const words = useOutcomeWords();
  return (e) => {
    const outcome = deliveryOutcome(e);
    return outcome ? words(outcome, addresseeOf(e)) : '';
  };
}
