// One control per kind of scalar member: text (with the browser's date, URL and e-mail inputs where
// the schema's format says so), numbers, choices from an enumeration, yes/no, fixed values, and a
// free value where the schema says nothing. Each control carries `data-pointer` (its JSON Pointer)
// and `data-kind`, and takes its accessible name from the caller (a <label> or aria-label).
import { useCallback, useEffect, useState } from 'react';
import { DayInput } from '../components/day-input.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';
import { parseDecimal, plainNumber } from '../i18n/parse.ts';
import { DateTimeControl, timeFormats } from './datetime-control.tsx';
import { useFieldNames } from './labels.ts';
import type { ConstModel, Model, ScalarModel } from './model.ts';
import { useFormStore, useValue } from './store.ts';

export interface ControlAttributes {
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export interface ControlProps {
  pointer: string;
  label: string;
  required: boolean;
  attrs: ControlAttributes;
  /** A datalist to suggest from (counterparty names in a party). */
  list?: string;
}

const shown = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

const inputTypes: Record<string, string> = { uri: 'url', email: 'email' };

function TextControl({ pointer, attrs, list, format }: ControlProps & { format?: string }) {
  const t = useT();
  const store = useFormStore();
  const value = useValue(pointer);
  const type = (format && inputTypes[format]) ?? 'text';
  return (
    <input
      type={type}
      value={shown(value)}
      list={list}
      data-pointer={pointer}
      data-kind={type}
      placeholder={format === 'duration' ? t('form.duration') : undefined}
      onChange={(e) => store.set(pointer, e.target.value)}
      {...attrs}
    />
  );
}

/**
 * Text the user types for a value the body keeps in another form (a number, an ISO date): what was
 * typed ("1,5", "24-11") stays as typed while it still means the stored value, and the stored value is
 * shown in the locale's form when it changes from elsewhere.
 */
function useTyped(value: unknown, show: (v: unknown) => string, read: (text: string) => unknown) {
  const [text, setText] = useState(() => show(value));
  useEffect(() => {
    setText((typed) => (typed !== '' && read(typed) === value ? typed : show(value)));
  }, [value, show, read]);
  return [text, setText] as const;
}

/** A date typed as the locale writes it (24-11-2026 in Dutch); kept as `YYYY-MM-DD`. */
function DayControl({ pointer, attrs, list }: ControlProps) {
  const store = useFormStore();
  const value = useValue(pointer);
  return (
    <DayInput
      value={value}
      list={list}
      data-pointer={pointer}
      data-kind="date"
      onDay={(day) => store.set(pointer, day)}
      {...attrs}
    />
  );
}

/** A number typed with the locale's decimal mark (either mark is read); shown without grouping. */
function NumberControl({ pointer, attrs, integer }: ControlProps & { integer: boolean }) {
  const f = useFormats();
  const store = useFormStore();
  const value = useValue(pointer);
  const show = useCallback(
    (v: unknown) => (typeof v === 'number' ? plainNumber(v, f.locale) : shown(v)),
    [f],
  );
  const read = useCallback((text: string) => parseDecimal(text) ?? text, []);
  const [text, setText] = useTyped(value, show, read);
  return (
    <input
      inputMode={integer ? 'numeric' : 'decimal'}
      autoComplete="off"
      value={text}
      data-pointer={pointer}
      data-kind="number"
      onChange={(e) => {
        setText(e.target.value);
        store.set(pointer, e.target.value.trim() === '' ? undefined : read(e.target.value));
      }}
      {...attrs}
    />
  );
}

function SelectControl({ pointer, attrs, required, options }: ControlProps & { options: unknown[] }) {
  const t = useT();
  const names = useFieldNames();
  const store = useFormStore();
  const value = useValue(pointer);
  const known = options.some((o) => o === value);
  return (
    <select
      value={value === undefined ? '' : String(value)}
      data-pointer={pointer}
      data-kind="select"
      onChange={(e) => store.set(pointer, options.find((o) => String(o) === e.target.value) ?? undefined)}
      {...attrs}
    >
      <option value="">{required ? t('form.choose') : t('form.notChosen')}</option>
      {value !== undefined && !known ? (
        <option value={String(value)}>{t('form.notAllowed', { value: shown(value) })}</option>
      ) : null}
      {options.map((o) => (
        <option key={String(o)} value={String(o)}>
          {names.option(o)}
        </option>
      ))}
    </select>
  );
}

/** A required yes/no is a checkbox (mixed until set); an optional one may also be "not stated". */
function BooleanControl({ pointer, attrs, required }: ControlProps) {
  const t = useT();
  const store = useFormStore();
  const value = useValue(pointer);
  if (!required)
    return (
      <select
        value={typeof value === 'boolean' ? String(value) : ''}
        data-pointer={pointer}
        data-kind="boolean-choice"
        onChange={(e) => store.set(pointer, e.target.value === '' ? undefined : e.target.value === 'true')}
        {...attrs}
      >
        <option value="">{t('form.notStated')}</option>
        <option value="true">{t('form.yes')}</option>
        <option value="false">{t('form.no')}</option>
      </select>
    );
  return (
    <input
      type="checkbox"
      checked={value === true}
      ref={(el) => {
        if (el) el.indeterminate = typeof value !== 'boolean';
      }}
      data-pointer={pointer}
      data-kind="checkbox"
      onChange={(e) => store.set(pointer, e.target.checked)}
      {...attrs}
    />
  );
}

/** A fixed value: shown, not editable (the form writes it when its group gets content). */
function ConstControl({ pointer, attrs, model }: ControlProps & { model: ConstModel }) {
  const value = useValue(pointer);
  return (
    <input
      readOnly
      value={shown(value ?? model.value)}
      data-pointer={pointer}
      data-kind="const"
      className="fixed"
      {...attrs}
    />
  );
}

/** Text as typed, unless it reads as JSON (a number, a list, text in quotes). */
const parseAny = (t: string): unknown => {
  try {
    return JSON.parse(t);
  } catch {
    return t;
  }
};
const anyText = (v: unknown) => (typeof v === 'string' && parseAny(v) === v ? v : shown(v));

/** A member the schema does not type: text is stored as text, JSON as JSON. */
function AnyControl({ pointer, attrs }: ControlProps) {
  const store = useFormStore();
  const value = useValue(pointer);
  const [text, setText] = useState(() => anyText(value));
  useEffect(() => {
    setText((t) => (t !== '' && JSON.stringify(parseAny(t)) === JSON.stringify(value) ? t : anyText(value)));
  }, [value]);
  return (
    <input
      value={text}
      data-pointer={pointer}
      data-kind="any"
      onChange={(e) => {
        setText(e.target.value);
        store.set(pointer, e.target.value === '' ? undefined : parseAny(e.target.value));
      }}
      {...attrs}
    />
  );
}

function scalarControl(props: ControlProps, model: ScalarModel) {
  if (model.options) return <SelectControl {...props} options={model.options} />;
  if (model.type === 'boolean') return <BooleanControl {...props} />;
  if (model.type === 'number' || model.type === 'integer')
    return <NumberControl {...props} integer={model.type === 'integer'} />;
  if (model.format === 'date') return <DayControl {...props} />;
  if (model.format && timeFormats.has(model.format))
    return <DateTimeControl {...props} format={model.format} fallback={<TextControl {...props} />} />;
  return <TextControl {...props} format={model.format} />;
}

/** The control for a scalar, fixed or untyped member. */
export function Control({ model, ...props }: ControlProps & { model: Model }) {
  if (model.kind === 'scalar') return scalarControl(props, model);
  if (model.kind === 'const') return <ConstControl {...props} model={model} />;
  return <AnyControl {...props} />;
}
