// Groups of members as fieldsets with their legend, and choices between kinds of group (oneOf/anyOf):
// the kind is picked from a list, and the members of that kind follow.
import { useState } from 'react';
import { useT } from '../i18n/intl.tsx';
import { Field, FieldIssues, type FieldProps, fieldId, Hint, hintIdOf, RequiredMark } from './field.tsx';
import { RemoveButton } from './item-buttons.tsx';
import { childPointer, useFieldNames } from './labels.ts';
import { type ChoiceModel, type ObjectModel, variantIndex } from './model.ts';
import { OtherMembers } from './other-members.tsx';
import { useFieldIssues, useFormStore, useValue } from './store.ts';
import { isObject } from './values.ts';

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
