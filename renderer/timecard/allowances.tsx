// The timecard's allowances (expenses) in the hours module's list, each line's validation issues beside
// the field they concern.
import {
  ALLOWANCES,
  isObject,
  type Json,
  lineKeys,
  linesOf,
  withLines,
} from '../../shared/timecard/lines.ts';
import type { AllowancePart } from '../hours/allowance-fields.ts';
import { AllowanceList } from '../hours/allowance-list.tsx';
import { useT } from '../i18n/intl.tsx';
import { changeAllowance, newAllowance, readAllowance } from './allowance-lines.ts';
import { useLineIssueWords } from './issue-words.ts';
import type { LineIssue, MemberIssues } from './issues.ts';
import type { Update } from './week-hours.tsx';

/** Which field shows an issue inside an allowance; others show under the allowance as a whole. */
const partOfPath: [string, AllowancePart][] = [
  ['/typeCode', 'type'],
  ['/period', 'date'],
  ['/quantity', 'quantity'],
  ['/payRates', 'amount'],
  ['/comment', 'note'],
  ['/attachment', 'receipt'],
];

function sortIssues(issues: LineIssue[], describe: (issue: LineIssue) => string, whole: boolean) {
  const byPart = new Map<AllowancePart, string[]>();
  for (const issue of issues) {
    const part = whole
      ? 'line'
      : (partOfPath.find(([p]) => issue.path === p || issue.path.startsWith(`${p}/`))?.[1] ?? 'line');
    byPart.set(part, [...(byPart.get(part) ?? []), describe(issue)]);
  }
  return (part: AllowancePart) => byPart.get(part) ?? [];
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
      {issues.whole.map((issue) => (
        <p key={issue.path + issue.code} className="field-error">
          {describe(issue)}
        </p>
      ))}
      {lines.length === 0 && <p className="muted">{t('tc.allowances.none')}</p>}
      <AllowanceList
        label={t('tc.allowances')}
        items={lines.map((line, index) => ({
          key: keys[index] as string,
          // Not an allowance at all (an imported file's mistake): kept, with its issues, until removed.
          fields: isObject(line) ? readAllowance(line) : undefined,
          messages: sortIssues(issues.byLine.get(index) ?? [], describe, !isObject(line)),
        }))}
        onChange={(index, edit) =>
          change((all) => all.map((l, i) => (i === index && isObject(l) ? changeAllowance(l, edit) : l)))
        }
        onRemove={(index) => change((all) => all.filter((_, i) => i !== index))}
        onAdd={() => change((all) => [...all, newAllowance(body, day)])}
      />
    </section>
  );
}
