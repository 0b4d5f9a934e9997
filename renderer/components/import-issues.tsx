// Why a file could not be imported, problem by problem, in words that name the fields as the forms
// label them (errors/issue-words.ts). Its own chunk, loaded when a failed import is shown: those words
// cover every field of every message, and the lists that import files need them no other time.
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { useIssueWords } from '../errors/issue-words.ts';

export function ImportIssues({ issues }: { issues: ValidationIssue[] }) {
  const words = useIssueWords();
  return (
    <ul className="import-issues">
      {issues.map((i) => (
        <li key={`${i.path}:${i.code}`}>{words.sentence(i)}</li>
      ))}
    </ul>
  );
}
