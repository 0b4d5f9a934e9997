// Issues inside a timecard line in words: "Soort › Code is verplicht", the field named from inside the
// line as the label table names it; the problem alone where the issue is about the line itself.
import { useIssueWords } from '../errors/issue-words.ts';
import type { LineIssue } from './issues.ts';

export function useLineIssueWords(member: string): (issue: LineIssue) => string {
  const words = useIssueWords();
  return (issue) => {
    if (!issue.path) return words.problem(issue);
    // Named as inside a line, without the line itself ("Uren 1 › Soort" reads "Soort").
    return words.sentence(issue, words.whereWithin(`/${member}/0${issue.path}`, `/${member}/0`));
  };
}
