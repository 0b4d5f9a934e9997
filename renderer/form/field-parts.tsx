// What every kind of field in the form shows the same way: its id and hint, the star of a required
// one, its issues in words; and the names offered as suggestions in the party members.
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { useIssueWords } from '../errors/issue-words.ts';
import { useT } from '../i18n/intl.tsx';
import { capitalise } from './labels.ts';
import type { Model } from './model.ts';

export interface FieldProps {
  pointer: string;
  model: Model;
  label: string;
  required: boolean;
  description?: string;
  /** The label of the button that removes this field's item from its list. */
  removeLabel?: string;
}

/** Counterparty names are suggested for the names and identifiers of the customer and supplier parties. */
export const COUNTERPARTY_NAMES = 'counterparty-names';
const partyName = /\/(customer|supplier)\/(name|id\/\d+\/value)$/;
export const suggestionsFor = (pointer: string) => (partyName.test(pointer) ? COUNTERPARTY_NAMES : undefined);

export const fieldId = (pointer: string) => `field${pointer}`;

/** The id of a field's hint, where it has one: a group's fieldset is described by it as a control is. */
export const hintIdOf = (pointer: string, description: string | undefined) =>
  description ? `${fieldId(pointer)}-hint` : undefined;

/** The issues of a field, each saying what it concerns (a field whose issues are sentences has no label). */
export function FieldIssues({ id, label, issues }: { id: string; label: string; issues: ValidationIssue[] }) {
  const words = useIssueWords();
  if (issues.length === 0) return null;
  return (
    <ul className="field-error" id={id}>
      {issues.map((i) => (
        <li key={`${i.code}:${i.message}`}>
          {label ? words.sentence(i, label) : capitalise(words.problem(i))}
        </li>
      ))}
    </ul>
  );
}

export function Hint({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p className="hint" id={id}>
      {text}
    </p>
  ) : null;
}

/** The star of a required field; screen readers hear "required" from aria-required instead. */
export function RequiredMark() {
  const t = useT();
  return (
    <span className="required" title={t('form.required')} aria-hidden="true">
      {' '}
      *
    </span>
  );
}
