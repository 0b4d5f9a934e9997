// Queueing the draft for a counterparty: which one (those that accept the family first), which
// operation, and why it cannot be queued yet. The draft is saved first, so what is queued is what
// the user sees.
import { useId, useState } from 'react';
import { familyByName } from '../../shared/registry.ts';
import type { ValidationIssue } from '../../shared/validation-errors.ts';
import { ApiError, api } from '../api/client.ts';
import { useCounterparties } from '../components/use-counterparties.ts';
import { href } from '../router.ts';
import { pointerWords } from './labels.ts';

const operations = [
  ['submit', 'Submit (create or replace)'],
  ['update', 'Update'],
  ['delete', 'Delete'],
] as const;
type Operation = (typeof operations)[number][0];

type Result = { queued: string } | { error: string; issues: ValidationIssue[] };

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
  const { counterparties, loaded } = useCounterparties();
  const [chosen, setChosen] = useState('');
  const [operation, setOperation] = useState<Operation>('submit');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>();
  const reasonId = useId();
  const title = familyByName.get(family)?.title ?? family;
  const accepting = counterparties.filter((c) => c.families.includes(family));
  const counterparty = accepting.some((c) => c.name === chosen) ? chosen : (accepting[0]?.name ?? '');
  const reason =
    issueCount > 0
      ? `Fix the ${issueCount} issue${issueCount === 1 ? '' : 's'} first.`
      : loaded && accepting.length === 0
        ? `No counterparty accepts ${title} messages yet.`
        : '';
  const queue = async () => {
    setBusy(true);
    setResult(undefined);
    try {
      if (!(await save())) throw new Error('The draft could not be saved, so it was not queued.');
      const entry = await api<{ id: number; state: string }>('outbox', {
        method: 'POST',
        body: { counterparty, draft: draftId, operation },
      });
      setResult({ queued: `Queued for ${counterparty} (${operation}) as outbox entry ${entry.id}.` });
    } catch (e) {
      const issues = e instanceof ApiError ? e.issues : [];
      if (issues.length > 0) onIssues(issues);
      setResult({ error: (e as Error).message, issues });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="queue-panel" aria-labelledby={`${reasonId}-title`}>
      <h2 id={`${reasonId}-title`}>Queue for sending</h2>
      <div className="queue-controls">
        <label>
          Counterparty{' '}
          <select value={counterparty} onChange={(e) => setChosen(e.target.value)}>
            {accepting.length === 0 ? <option value="">None</option> : null}
            {counterparties.map((c) => {
              const accepts = c.families.includes(family);
              return (
                <option key={c.name} value={c.name} disabled={!accepts}>
                  {accepts ? c.name : `${c.name} (does not accept ${title})`}
                </option>
              );
            })}
          </select>
        </label>
        <label>
          Operation{' '}
          <select value={operation} onChange={(e) => setOperation(e.target.value as Operation)}>
            {operations.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="primary"
          disabled={busy || reason !== '' || counterparty === ''}
          aria-describedby={reason ? reasonId : undefined}
          onClick={queue}
        >
          Queue
        </button>
      </div>
      {reason ? (
        <p id={reasonId} className="muted">
          {reason} {issueCount === 0 ? <a href={href('counterparties')}>Add or edit counterparties</a> : null}
        </p>
      ) : null}
      {result && 'queued' in result ? (
        <p role="status" className="queued">
          {result.queued} <a href={href('outbox')}>Open the outbox</a>
        </p>
      ) : null}
      {result && 'error' in result ? (
        <div role="alert" className="field-error">
          <p>{result.error}</p>
          {result.issues.length > 0 ? (
            <ul>
              {result.issues.map((i) => (
                <li key={`${i.path}:${i.message}`}>
                  {pointerWords(i.path)} {i.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
