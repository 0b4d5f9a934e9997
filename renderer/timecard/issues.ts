// The draft's validation issues that fall inside the timecard's lines, sorted by line, so each shows
// next to the cell or field it concerns.
import type { ValidationIssue } from '../../shared/schema/errors.ts';

/** An issue inside one line: `path` is the pointer within the line (`/typeCode/value`). */
export type LineIssue = ValidationIssue;

export interface MemberIssues {
  byLine: Map<number, LineIssue[]>;
  /** Issues about the member as a whole (`/allowance` is not an array, ...). */
  whole: ValidationIssue[];
  /** The member's name, so an issue inside a line can be named as the form names it. */
  member: string;
}

export function memberIssues(issues: ValidationIssue[], member: string): MemberIssues {
  const prefix = `/${member}`;
  const byLine = new Map<number, LineIssue[]>();
  const whole: ValidationIssue[] = [];
  for (const issue of issues) {
    if (issue.path !== prefix && !issue.path.startsWith(`${prefix}/`)) continue;
    const m = /^\/(\d+)(\/.*)?$/.exec(issue.path.slice(prefix.length));
    if (!m) {
      whole.push(issue);
      continue;
    }
    const index = Number(m[1]);
    byLine.set(index, [...(byLine.get(index) ?? []), { ...issue, path: m[2] ?? '' }]);
  }
  return { byLine, whole, member };
}
