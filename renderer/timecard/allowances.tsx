// The timecard's allowances (expenses): type, date, quantity, amount, note and receipt of each, with
// their validation issues beside the field they concern.

import {
  ALLOWANCES,
  isObject,
  type Json,
  lineKeys,
  linesOf,
  withLines,
} from '../../shared/timecard/lines.ts';
import type { ValidationIssue } from '../../shared/validation-errors.ts';
import { DayInput } from '../components/day-input.tsx';
import { focusInside } from '../form/focus.ts';
import { useT } from '../i18n/intl.tsx';
import {
  newAllowance,
  readAllowance,
  setDate,
  setNote,
  setQuantity,
  setRate,
  setReceipt,
  setType,
} from './allowance-lines.ts';
import { Field, NumberField } from './field.tsx';
import { useLineIssueWords } from './issue-words.ts';
import type { LineIssue, MemberIssues } from './issues.ts';
import { Receipt } from './receipt.tsx';
import type { Update } from './week-grid.tsx';

type FieldName = 'type' | 'date' | 'quantity' | 'amount' | 'note' | 'receipt';

/** Which field shows an issue inside an allowance; others show under the allowance as a whole. */
const fieldOfPath: [string, FieldName][] = [
  ['/typeCode', 'type'],
  ['/period', 'date'],
  ['/quantity', 'quantity'],
  ['/payRates', 'amount'],
  ['/comment', 'note'],
  ['/attachment', 'receipt'],
];

function sortIssues(issues: LineIssue[], describe: (issue: LineIssue) => string) {
  const byField = new Map<FieldName | 'line', string[]>();
  for (const issue of issues) {
    const field =
      fieldOfPath.find(([p]) => issue.path === p || issue.path.startsWith(`${p}/`))?.[1] ?? 'line';
    byField.set(field, [...(byField.get(field) ?? []), describe(issue)]);
  }
  return (field: FieldName | 'line') => byField.get(field) ?? [];
}

function AllowanceEditor({
  line,
  position,
  issues,
  onLine,
  onRemove,
}: {
  line: Json;
  position: number;
  issues: LineIssue[];
  onLine(change: (line: Json) => Json): void;
  onRemove(): void;
}) {
  const t = useT();
  const describe = useLineIssueWords(ALLOWANCES);
  const fields = readAllowance(line);
  const messages = sortIssues(issues, describe);
  const rate = (change: Partial<Parameters<typeof setRate>[1]>) =>
    onLine((l) => setRate(l, { ...readAllowance(l), ...change }));
  return (
    <fieldset className="allowance" data-allowance={position}>
      <legend>{t('tc.allowance', { n: position })}</legend>
      <Field label={t('tc.allowance.type')} messages={messages('type')}>
        {(a11y) => (
          <input
            {...a11y}
            value={fields.type}
            onChange={(e) => {
              const type = e.currentTarget.value;
              onLine((l) => setType(l, type));
            }}
          />
        )}
      </Field>
      <Field label={t('tc.allowance.date')} messages={messages('date')}>
        {(a11y) => (
          <DayInput
            {...a11y}
            value={fields.date || undefined}
            onDay={(day) => onLine((l) => setDate(l, day ?? ''))}
          />
        )}
      </Field>
      <NumberField
        label={t('tc.allowance.quantity')}
        value={fields.quantity}
        messages={messages('quantity')}
        onValue={(quantity) => onLine((l) => setQuantity(l, quantity))}
      />
      <NumberField
        label={t('tc.allowance.amount')}
        value={fields.amount}
        messages={messages('amount')}
        onValue={(amount) => rate({ amount })}
        fractionDigits={2}
      />
      {fields.amount !== undefined && (
        <>
          <Field label={t('tc.allowance.currency')} messages={[]}>
            {(a11y) => (
              <input
                {...a11y}
                className="currency"
                maxLength={3}
                value={fields.currency}
                onChange={(e) => {
                  const currency = e.currentTarget.value.toUpperCase();
                  rate({ currency });
                }}
              />
            )}
          </Field>
          <div className="rate-flags">
            <label>
              <input
                type="checkbox"
                checked={fields.toBeBilled}
                onChange={(e) => rate({ toBeBilled: e.currentTarget.checked })}
              />{' '}
              {t('tc.allowance.billed')}
            </label>
            <label>
              <input
                type="checkbox"
                checked={fields.toBePaid}
                onChange={(e) => rate({ toBePaid: e.currentTarget.checked })}
              />{' '}
              {t('tc.allowance.paid')}
            </label>
          </div>
        </>
      )}
      <Field label={t('tc.allowance.note')} messages={messages('note')}>
        {(a11y) => (
          <input
            {...a11y}
            value={fields.note}
            onChange={(e) => {
              const note = e.currentTarget.value;
              onLine((l) => setNote(l, note));
            }}
          />
        )}
      </Field>
      <Receipt
        attachment={fields.attachment}
        messages={messages('receipt')}
        onChange={(url) => onLine((l) => setReceipt(l, url))}
      />
      <button type="button" className="remove-allowance" onClick={onRemove}>
        {t('tc.allowance.remove', { n: position })}
      </button>
      {messages('line').length > 0 && <div className="field-error">{messages('line').join(' ')}</div>}
    </fieldset>
  );
}

/** The new allowance's first field takes the focus once it is shown. */
function focusNewAllowance(position: number, tries = 10): void {
  requestAnimationFrame(() => {
    if (!focusInside(document.querySelector(`[data-allowance="${position}"]`)) && tries > 0)
      focusNewAllowance(position, tries - 1);
  });
}

export interface AllowancesProps {
  body: Json;
  update: Update;
  issues: MemberIssues;
  /** The date a new allowance starts with. */
  day: string;
}

export function Allowances({ body, update, issues, day }: AllowancesProps) {
  const t = useT();
  const describe = useLineIssueWords(ALLOWANCES);
  const lines = linesOf(body, ALLOWANCES);
  const keys = lineKeys(lines);
  const change = (edit: (lines: unknown[]) => unknown[]) =>
    update((b) => withLines(b, ALLOWANCES, edit(linesOf(b, ALLOWANCES))));
  return (
    <section className="allowances" aria-labelledby="timecard-allowances">
      <h2 id="timecard-allowances">{t('tc.allowances')}</h2>
      {issues.whole.map((issue: ValidationIssue) => (
        <p key={issue.path + issue.code} className="field-error">
          {describe(issue)}
        </p>
      ))}
      {lines.length === 0 && <p className="muted">{t('tc.allowances.none')}</p>}
      {lines.map((line, index) => {
        const remove = () => change((all) => all.filter((_, i) => i !== index));
        return isObject(line) ? (
          <AllowanceEditor
            key={keys[index]}
            line={line}
            position={index + 1}
            issues={issues.byLine.get(index) ?? []}
            onLine={(edit) => change((all) => all.map((l, i) => (i === index && isObject(l) ? edit(l) : l)))}
            onRemove={remove}
          />
        ) : (
          // Not an allowance at all (an imported file's mistake): kept, with its issue, until removed.
          <fieldset className="allowance" key={keys[index]}>
            <legend>{t('tc.allowance', { n: index + 1 })}</legend>
            <p className="field-error">{(issues.byLine.get(index) ?? []).map(describe).join(' ')}</p>
            <button type="button" onClick={remove}>
              {t('tc.allowance.remove', { n: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        onClick={() => {
          change((all) => [...all, newAllowance(body, day)]);
          focusNewAllowance(lines.length + 1);
        }}
      >
        {t('tc.allowance.add')}
      </button>
    </section>
  );
}
