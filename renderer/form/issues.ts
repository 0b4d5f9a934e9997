// The server's issues as the form shows them. A oneOf (the kinds of a pay-equity condition) makes the
// validator report every kind's complaints; once the user has chosen a kind only that kind's are
// meant, and before a kind is chosen, "choose one" is the only useful thing to say.
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { tokensOf } from './labels.ts';
import { childModel, type Model, variantIndex } from './model.ts';
import { isObject } from './values.ts';

function relevant(model: Model, body: unknown, issue: ValidationIssue): boolean {
  const tokens = tokensOf(issue.path);
  let m: Model | undefined = model;
  let value: unknown = body;
  for (let i = 0; i < tokens.length && m; i++) {
    const token = tokens[i] as string;
    if (m.kind === 'choice') {
      const chosen = m.variants[variantIndex(m, value)]?.model;
      if (!chosen) return false;
      if (chosen.kind === 'object') {
        const member = chosen.byName.get(token);
        if (!member) return false;
        const last = i === tokens.length - 1;
        const own = isObject(value) ? value[token] : undefined;
        if (last && issue.code === 'const' && (member.model.kind !== 'const' || member.model.value === own))
          return false;
      }
    }
    m = childModel(m, value, token);
    value = isObject(value) || Array.isArray(value) ? (value as Record<string, unknown>)[token] : undefined;
  }
  return true;
}

const plainWords: Record<string, string> = {
  oneOf: 'does not match any of its kinds: choose the kind and fill it in',
  anyOf: 'does not match any of its kinds: choose the kind and fill it in',
};

/** The issues worth showing, each once, in the server's order. */
export function shownIssues(model: Model, body: unknown, issues: ValidationIssue[]): ValidationIssue[] {
  const seen = new Set<string>();
  const kept = issues.filter((issue) => {
    const key = `${issue.path}\u0000${issue.code}\u0000${issue.message}`;
    if (seen.has(key) || !relevant(model, body, issue)) return false;
    seen.add(key);
    return true;
  });
  // A chosen kind's own complaints say more than "matches no kind".
  return kept
    .filter(
      (issue) => !plainWords[issue.code] || !kept.some((other) => other.path.startsWith(`${issue.path}/`)),
    )
    .map((issue) => {
      const words = plainWords[issue.code];
      return words ? { ...issue, message: words } : issue;
    });
}
