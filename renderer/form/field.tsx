// One member of a message in the form, by what its schema makes it: a group of members (a fieldset
// with its legend), a choice of kinds (picked from a list, the members of that kind following), a list
// (its items one after another, or a table when they are small groups of values, "Add <item>" at the
// end), or a single value with its label, hint and issues. Groups, choices and lists hold fields in
// turn, so they are written here together. Fields are memoised by their props (the pointer, the schema
// model and words), and read their value from the form store, so typing re-renders only the field
// typed in.
import { memo, useState } from 'react';
import { useT } from '../i18n/intl.tsx';
import { tableOf } from './columns.ts';
import { Control } from './controls.tsx';
import {
  FieldIssues,
  type FieldProps,
  fieldId,
  Hint,
  hintIdOf,
  RequiredMark,
  suggestionsFor,
} from './field-parts.tsx';
import { AddButton, RemoveButton } from './item-buttons.tsx';
import { capitalise, childPointer, useFieldNames } from './labels.ts';
import { type ArrayModel, type ChoiceModel, type ObjectModel, variantIndex } from './model.ts';
import { OtherMembers } from './other-members.tsx';
import { useFieldIssues, useFormStore, useValue } from './store.ts';
import { TableList } from './table-list.tsx';
import { isObject } from './values.ts';

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

/** The members of a group; `omit` leaves out those another editor shows or a chosen kind fixes. */
export function ObjectMembers({
  pointer,
  model,
  label,
  omit,
}: {
  pointer: string;
  model: ObjectModel;
  label: string;
  omit?: ReadonlySet<string>;
}) {
  const names = useFieldNames();
  return (
    <>
      {model.members
        .filter((m) => !omit?.has(m.name))
        .map((m) => {
          const child = childPointer(pointer, m.name);
          return (
            <Field
              key={m.name}
              pointer={child}
              model={m.model}
              label={names.label(child)}
              required={m.required}
              description={names.help(child)}
            />
          );
        })}
      {model.open ? <OtherMembers pointer={pointer} model={model} label={label} /> : null}
    </>
  );
}

export function GroupHead({ pointer, label, required, description, removeLabel }: Omit<FieldProps, 'model'>) {
  const issues = useFieldIssues(pointer);
  const id = fieldId(pointer);
  return (
    <>
      <legend>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      {removeLabel ? <RemoveButton pointer={pointer} label={removeLabel} /> : null}
      <Hint id={`${id}-hint`} text={description} />
      <FieldIssues id={`${id}-issues`} label={label} issues={issues} />
    </>
  );
}

export function ObjectGroup(props: FieldProps & { model: ObjectModel }) {
  return (
    <fieldset
      className="group"
      data-group={props.pointer}
      aria-describedby={hintIdOf(props.pointer, props.description)}
    >
      <GroupHead {...props} />
      <ObjectMembers pointer={props.pointer} model={props.model} label={props.label} />
    </fieldset>
  );
}

export function ChoiceGroup(props: FieldProps & { model: ChoiceModel }) {
  const { pointer, model, label, required } = props;
  const t = useT();
  const names = useFieldNames();
  const store = useFormStore();
  const value = useValue(pointer);
  // A kind without fixed members (a plain value) is only recognisable once it has a value.
  const [picked, setPicked] = useState(-1);
  const found = variantIndex(model, value);
  const index = found >= 0 ? found : picked;
  const variant = model.variants[index];
  const choose = (i: number) => {
    setPicked(i);
    const next = model.variants[i]?.model;
    if (next?.kind !== 'object') return store.set(pointer, undefined);
    // Members the new kind also has are kept: switching kinds does not throw away typing.
    const kept = Object.entries(isObject(value) ? value : {}).filter(([k]) => next.byName.has(k));
    store.set(pointer, { ...Object.fromEntries(kept), ...model.variants[i]?.consts });
  };
  const id = `${fieldId(pointer)}-kind`;
  return (
    <fieldset
      className="group choice"
      data-group={pointer}
      aria-describedby={hintIdOf(pointer, props.description)}
    >
      <GroupHead {...props} />
      <div className="field">
        <label htmlFor={id}>{t('form.kind')}</label>
        <select
          id={id}
          aria-label={t('form.kindOf', { label })}
          value={index}
          data-pointer={pointer}
          data-kind="choice"
          onChange={(e) => choose(Number(e.target.value))}
        >
          <option value={-1}>{t('form.choose')}</option>
          {model.variants.map((v, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the schema's variants never change order
            <option key={i} value={i} data-consts={JSON.stringify(v.consts)}>
              {v.name ? names.option(v.name) : t('form.option', { n: i + 1 })}
            </option>
          ))}
        </select>
      </div>
      {variant?.model.kind === 'object' ? (
        <ObjectMembers
          pointer={pointer}
          model={variant.model}
          label={label}
          omit={new Set(Object.keys(variant.consts))}
        />
      ) : variant ? (
        <Field pointer={pointer} model={variant.model} label={label} required={required} />
      ) : null}
    </fieldset>
  );
}

export function ListField(props: FieldProps & { model: ArrayModel }) {
  const { pointer, model } = props;
  const t = useT();
  const names = useFieldNames();
  const value = useValue(pointer);
  const count = Array.isArray(value) ? value.length : 0;
  const noun = names.item(pointer) ?? t('form.item');
  const table = tableOf(model);
  if (table) return <TableList {...props} table={table} count={count} noun={noun} />;
  return (
    <fieldset
      className="group list"
      data-group={pointer}
      data-count={count}
      aria-describedby={hintIdOf(pointer, props.description)}
    >
      <GroupHead {...props} />
      {Array.from({ length: count }, (_, i) => (
        <Field
          // Items are addressed by position, as their pointers are.
          // biome-ignore lint/suspicious/noArrayIndexKey: an item's identity is its place in the list
          key={i}
          pointer={childPointer(pointer, i)}
          model={model.item}
          label={t('form.itemTitle', { noun: capitalise(noun), n: i + 1 })}
          required={false}
          removeLabel={capitalise(t('form.removeItem', { noun, n: i + 1 }))}
        />
      ))}
      <AddButton pointer={pointer} item={model.item} count={count} noun={noun} max={model.maxItems} />
    </fieldset>
  );
}
