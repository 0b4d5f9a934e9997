// Time lines the grid cannot show (no hour type, no date or no hours), and the issues of lines in other
// weeks: listed, kept as they are, and removable, so that nothing in the timecard is out of sight.

import { isObject, lineIdOf, objectAt } from '../../shared/timecard/lines.ts';
import type { ValidationIssue } from '../../shared/validation-errors.ts';
import { describeIssue, type LineIssue } from './issues.ts';

function summary(line: unknown): string {
  const period = objectAt(objectAt(line, 'period'), 'dateTimePeriod');
  const type = objectAt(line, 'typeCode').value;
  const total = isObject(line) ? line.timeTotal : undefined;
  return [
    typeof type === 'string' && type !== '' ? type : 'no hour type',
    [period.start, period.end].filter((t) => typeof t === 'string' && t !== '').join(' – ') || 'no period',
    typeof total === 'string' ? `${total} h` : '',
  ]
    .filter(Boolean)
    .join(', ');
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
  if (unplaced.length === 0 && elsewhere.length === 0 && whole.length === 0) return null;
  return (
    <div className="other-lines">
      {whole.map((issue) => (
        <p key={issue.path + issue.code} className="field-error">
          {describeIssue(issue)}
        </p>
      ))}
      {unplaced.length > 0 && (
        <>
          <h3>Time lines the grid cannot show</h3>
          <ul>
            {unplaced.map((index) => {
              const id = lineIdOf(lines[index]) || `line ${index + 1}`;
              return (
                <li key={index}>
                  <span>
                    {id}: {summary(lines[index])}
                  </span>
                  <button type="button" aria-label={`Remove time line ${id}`} onClick={() => onRemove(index)}>
                    Remove
                  </button>
                  {issuesOf(index).length > 0 && (
                    <div className="field-error">{issuesOf(index).map(describeIssue).join(' ')}</div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {elsewhere.length > 0 && (
        <>
          <h3>Problems in other weeks</h3>
          <ul>
            {elsewhere.map(({ index, issues }) => (
              <li key={index} className="field-error">
                {lineIdOf(lines[index]) || `Line ${index + 1}`} ({summary(lines[index])}):{' '}
                {issues.map(describeIssue).join(' ')}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
