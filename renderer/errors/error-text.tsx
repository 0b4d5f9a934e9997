// An outcome as the clerk reads it: the sentence, what happens next, and the technical detail (the
// counterparty's answer, readably) folded away behind "Details".
import type { Refusal } from '../../shared/messages/refusal.ts';
import { useT } from '../i18n/intl.tsx';
import { CounterpartyError } from './counterparty-error.tsx';
import { useIssueWords } from './issue-words.ts';
import { localOutcome, nextKeys, type Outcome } from './outcome.ts';

/** Fields named in one line; the rest are counted (the full answer is behind Details). */
const FIELDS_IN_LINE = 3;

/**
 * The fields a refusal names, each as the form labels it with the problem: in the clerk's words where
 * the counterparty used a code the Workbench knows, else with the counterparty's own text.
 */
function useRefusalFields(): (refusal: Refusal | undefined) => string {
  const t = useT();
  const issues = useIssueWords();
  return (refusal) => {
    const said = (refusal?.errors ?? []).map((issue) => {
      if (issues.problem(issue) !== t('issue.other') || !issue.message) return issues.sentence(issue);
      return `${issue.path === '' ? t('form.message') : issues.where(issue.path)}: ${issue.message}`;
    });
    const shown = said.slice(0, FIELDS_IN_LINE).join('; ');
    return said.length > FIELDS_IN_LINE
      ? t('error.refusal.more', { fields: shown, count: said.length - FIELDS_IN_LINE })
      : shown;
  };
}

/** The sentence and the next step, as one line of text (lists, status messages). */
export function useOutcomeWords(): (outcome: Outcome, name?: string) => string {
  const t = useT();
  const fields = useRefusalFields();
  return (outcome, name = '') => {
    // The relation's settings a next step points to, by the names the relation form gives them.
    const values = {
      name,
      status: outcome.status ?? '',
      fields: fields(outcome.refusal),
      relations: t('nav.counterparties'),
      signIn: t('signIn.legend'),
      receives: t('cpf.receives'),
      technical: t('cpf.technical'),
      submit: t('cpf.submit'),
      format: t('cpf.format'),
      versionHeader: t('cpf.versionHeader'),
    };
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
