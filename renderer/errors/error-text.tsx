// An outcome as the clerk reads it: the sentence, what happens next, and the technical detail (the
// counterparty's answer, readably) folded away behind "Details".

import { useT } from '../i18n/intl.tsx';
import { CounterpartyError } from './counterparty-error.tsx';
import { localOutcome, nextKeys, type Outcome } from './outcome.ts';

/** The sentence and the next step, as one line of text (lists, status messages). */
export function useOutcomeWords(): (outcome: Outcome, name?: string) => string {
  const t = useT();
  return (outcome, name = '') => {
    const values = { name, status: outcome.status ?? '' };
    const next = outcome.next === 'none' ? '' : ` ${t(nextKeys[outcome.next], values)}`;
    return `${t(outcome.key, values)}${next}`;
  };
}

export function ErrorText({
  outcome,
  name,
  role,
}: {
  outcome: Outcome;
  /** The counterparty the sentence is about. */
  name?: string;
  role?: 'alert' | 'status';
}) {
  const t = useT();
  const words = useOutcomeWords();
  return (
    <div className="error-text" role={role}>
      <p>{words(outcome, name)}</p>
      {outcome.detail ? (
        <details>
          <summary>{t('error.details')}</summary>
          <CounterpartyError text={outcome.detail} />
        </details>
      ) : null}
    </div>
  );
}

/** A failed call to this Workbench's own server, in words. */
export function LocalError({ error, name }: { error: unknown; name?: string }) {
  if (!error) return null;
  return <ErrorText outcome={localOutcome(error)} name={name} role="alert" />;
}
