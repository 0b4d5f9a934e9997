// One member of a message in the form, by what its schema makes it: a group of members, a choice of
// kinds, a list, or a single value with its label, hint and issues. Fields are memoised by their
// props (the pointer, the schema model and words), and read their value from the form store, so
// typing re-renders only the field typed in.
import { memo } from 'react';
import type { ValidationIssue } from '../../shared/validation-errors.ts';
import { useT } from '../i18n/intl.tsx';
import { Control } from './controls.tsx';
import { ChoiceGroup, ObjectGroup } from './groups.tsx';
import { useIssueWords } from '../errors/issue-words.ts';
import { RemoveButton } from './item-buttons.tsx';
import { capitalise } from './labels.ts';
import { ListField } from './list-field.tsx';
import type { Model } from './model.ts';
import { useFieldIssues } from './store.ts';

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

function ScalarField({ pointer, model, label, required, description, removeLabel }: FieldProps) {
  const issues = useFieldIssues(pointer);
  const id = fieldId(pointer);
  const describedBy = [description ? `${id}-hint` : '', issues.length ? `${id}-issues` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      <Control
        pointer={pointer}
        model={model}
        label={label}
        required={required}
        list={suggestionsFor(pointer)}
        attrs={{
          id,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': issues.length > 0 || undefined,
          'aria-required': required || undefined,
        }}
      />
      {removeLabel ? <RemoveButton pointer={pointer} label={removeLabel} /> : null}
      <Hint id={`${id}-hint`} text={description} />
      <FieldIssues id={`${id}-issues`} label={label} issues={issues} />
    </div>
  );
}

export const Field = memo(function Field(props: FieldProps) {
  switch (props.model.kind) {
    case 'object':
      return <ObjectGroup {...props} model={props.model} />;
    case 'choice':
      return <ChoiceGroup {...props} model={props.model} />;
    case 'array':
      return <ListField {...props} model={props.model} />;
    default:
      return <ScalarField {...props} />;
  }
});
