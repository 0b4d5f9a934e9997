// Time lines the grid cannot show (no hour type, no date or no hours), and the issues of lines in other
// weeks: listed, kept as they are, and removable, so that nothing in the timecard is out of sight.

import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { parseDateTime } from '../../shared/timecard/calendar.ts';
import { parseTimeTotal } from '../../shared/timecard/hours.ts';
import { isObject, lineIdOf, objectAt } from '../../shared/timecard/lines.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import { useValueWords } from '../readable/value-words.ts';
import { useLineIssueWords } from './issue-words.ts';
import type { LineIssue } from './issues.ts';

function useSummary(): (line: unknown) => string {
  const t = useT();
  const f = useFormats();
  const words = useValueWords();
  return (line) => {
    const period = objectAt(objectAt(line, 'period'), 'dateTimePeriod');
    const type = objectAt(line, 'typeCode').value;
    const total = parseTimeTotal(isObject(line) ? line.timeTotal : undefined);
    const when = [period.start, period.end]
      .filter((v): v is string => typeof v === 'string' && v !== '')
      .map((v) => (parseDateTime(v) ? words.moment(v) : (words.of(v) ?? v)))
      .join(' – ');
    return [
      typeof type === 'string' && type !== '' ? type : t('tc.other.noType'),
      when || t('tc.other.noPeriod'),
      total === undefined ? '' : t('tc.other.hours', { hours: f.hours(total) || f.number(0) }),
    ]
      .filter(Boolean)
      .join(', ');
  };
}

export interface OtherLinesProps {
  lines: unknown[];
  unplaced: number[];
  issuesOf(index: number): LineIssue[];
  /** Issues of lines shown in other weeks. */
  elsewhere: { index: number; issues: LineIssue[] }[];
  whole: ValidationIssue[];
  onRemove(index: number): void;
}

export function OtherLines({ lines, unplaced, issuesOf, elsewhere, whole, onRemove }: OtherLinesProps) {
  const t = useT();
  const summary = useSummary();
  const describe = useLineIssueWords('timeInterval');
  if (unplaced.length === 0 && elsewhere.length === 0 && whole.length === 0) return null;
  return (
    <div className="other-lines">
      {whole.map((issue) => (
        <p key={issue.path + issue.code} className="field-error">
          {describe(issue)}
        </p>
      ))}
      {unplaced.length > 0 && (
        <>
          <h3>{t('tc.other.heading')}</h3>
          <ul>
            {unplaced.map((index) => {
              const id = lineIdOf(lines[index]) || t('tc.other.line', { n: index + 1 });
              return (
                <li key={index}>
                  <span>
                    {id}: {summary(lines[index])}
                  </span>
                  <button
                    type="button"
                    aria-label={t('tc.other.removeOf', { id })}
                    onClick={() => onRemove(index)}
                  >
                    {t('tc.other.remove')}
                  </button>
                  {issuesOf(index).length > 0 && (
                    <div className="field-error">{issuesOf(index).map(describe).join(' ')}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {elsewhere.length > 0 && (
        <>
          <h3>{t('tc.other.elsewhere')}</h3>
          <ul>
            {elsewhere.map(({ index, issues }) => (
              <li key={index} className="field-error">
                {lineIdOf(lines[index]) || t('tc.other.line', { n: index + 1 })} ({summary(lines[index])}):{' '}
                {issues.map(describe).join(' ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
