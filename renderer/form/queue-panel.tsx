// Queueing the draft for a counterparty: which one (those that accept the family first), which
// operation, and why it cannot be queued yet. The draft is saved first, so what is queued is what
// the user sees. The result (or why it failed) takes the focus, so the keyboard lands on it.
import { useId, useRef, useState } from 'react';
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { call } from '../api/call.ts';
import { ApiError } from '../api/client.ts';
import { useFamilyTitle } from '../components/families.tsx';
import { useCounterparties } from '../components/use-counterparties.ts';
import { LocalError } from '../errors/error-text.tsx';
import { useIssueWords } from '../errors/issue-words.ts';
import { useT } from '../i18n/intl.tsx';
import { href } from '../router.ts';
import { focusIdWhenShown } from './focus.ts';

const operations = ['submit', 'update', 'delete'] as const;
type Operation = (typeof operations)[number];

type Result = { queued: string } | { error: unknown; issues: ValidationIssue[]; notSaved?: boolean };

export function QueuePanel({
  draftId,
  family,
  issueCount,
  save,
  onIssues,
}: {
  draftId: string;
  family: string;
  issueCount: number;
  /** Saves what is unsaved; false when the draft could not be saved. */
  save(): Promise<boolean>;
  onIssues(issues: ValidationIssue[]): void;
}) {
  const t = useT();
  const words = useIssueWords();
  const familyTitle = useFamilyTitle();
  const { counterparties, loaded } = useCounterparties();
  const [chosen, setChosen] = useState('');
  const [operation, setOperation] = useState<Operation>('submit');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const id = useId();
  const resultId = `${id}-result`;
  const running = useRef(false);
  const title = familyTitle(family);
  const accepting = counterparties.filter((c) => c.families.includes(family));
  const counterparty = accepting.some((c) => c.name === chosen) ? chosen : (accepting[0]?.name ?? '');
  const reason =
    issueCount > 0
      ? t('queue.fixFirst', { count: issueCount })
      : loaded && accepting.length === 0
        ? t('queue.noRelation', { family: title })
        : '';
  const queue = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setResult(undefined);
    try {
      if (!(await save())) {
        setResult({ error: undefined, issues: [], notSaved: true });
        return;
      }
      await call('POST /outbox', { body: { counterparty, draft: draftId, operation } });
      setResult({ queued: counterparty });
    } catch (e) {
      const issues = e instanceof ApiError ? e.issues : [];
      if (issues.length > 0) onIssues(issues);
      setResult({ error: e, issues });
    } finally {
      running.current = false;
      setBusy(false);
      focusIdWhenShown(resultId);
    }
  };
  return (
    <section className="queue-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('queue.heading')}</h2>
      <div className="queue-controls">
        <label>
          {t('queue.relation')}{' '}
          <select value={counterparty} onChange={(e) => setChosen(e.target.value)}>
            {accepting.length === 0 ? <option value="">{t('queue.none')}</option> : null}
            {counterparties.map((c) => {
              const accepts = c.families.includes(family);
              return (
                <option key={c.name} value={c.name} disabled={!accepts}>
                  {accepts ? c.name : t('queue.notAccepted', { name: c.name, family: title })}
                </option>
              );
            })}
          </select>
        </label>
        <label>
          {t('queue.operation')}{' '}
          <select value={operation} onChange={(e) => setOperation(e.target.value as Operation)}>
            {operations.map((value) => (
              <option key={value} value={value}>
                {t(`queue.op.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="primary"
          disabled={busy || reason !== '' || counterparty === ''}
          aria-describedby={reason ? `${id}-reason` : undefined}
          onClick={queue}
        >
          {t('queue.button')}
        </button>
      </div>
      {reason ? (
        <p id={`${id}-reason`} className="muted">
          {reason} {issueCount === 0 ? <a href={href('counterparties')}>{t('queue.relations')}</a> : null}
        </p>
      ) : null}
      {result && 'queued' in result ? (
        <p role="status" className="queued" id={resultId} tabIndex={-1}>
          {t('queue.done', { name: result.queued })} <a href={href('outbox')}>{t('queue.openOutbox')}</a>
        </p>
      ) : null}
      {result && 'error' in result ? (
        <div role="alert" className="field-error" id={resultId} tabIndex={-1}>
          {result.notSaved ? (
            <p>{t('queue.notSaved')}</p>
          ) : (
            <LocalError error={result.error} name={counterparty} />
          )}
          {result.issues.length > 0 ? (
            <ul>
              {result.issues.map((i) => (
                <li key={`${i.path}:${i.message}`}>{words.sentence(i)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
