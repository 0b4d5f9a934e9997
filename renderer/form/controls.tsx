// One control per kind of scalar member: text (with the browser's date, URL and e-mail inputs where
// the schema's format says so), numbers, choices from an enumeration, yes/no, fixed values, and a
// free value where the schema says nothing. Each control carries `data-pointer` (its JSON Pointer)
// and `data-kind`, and takes its accessible name from the caller (a <label> or aria-label).
import { useEffect, useState } from 'react';
import { DateTimeControl, timeFormats } from './datetime-control.tsx';
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

const inputTypes: Record<string, string> = { date: 'date', uri: 'url', email: 'email' };
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function TextControl({ pointer, attrs, list, format }: ControlProps & { format?: string }) {
  const store = useFormStore();
  const value = useValue(pointer);
  // A date input cannot show text that is not a date (an imported message may hold one): plain text can.
  const type =
    format === 'date' && value !== undefined && !datePattern.test(String(value))
      ? 'text'
      : ((format && inputTypes[format]) ?? 'text');
  return (
    <input
      type={type}
      value={shown(value)}
      list={list}
      data-pointer={pointer}
      data-kind={type}
      placeholder={format === 'duration' ? 'P1Y2M3DT4H' : undefined}
      onChange={(e) => store.set(pointer, e.target.value)}
      {...attrs}
    />
  );
}

const numberText = (v: unknown) => (typeof v === 'number' ? String(v) : shown(v));

function NumberControl({ pointer, attrs, integer }: ControlProps & { integer: boolean }) {
  const store = useFormStore();
  const value = useValue(pointer);
  // What the user typed ("1." on the way to "1.5") stays until the stored number means something else.
  const [text, setText] = useState(() => numberText(value));
  useEffect(() => {
    setText((t) => (t !== '' && Number(t) === value ? t : numberText(value)));
  }, [value]);
  const numeric = value === undefined || typeof value === 'number';
  return (
    <input
      type={numeric ? 'number' : 'text'}
      inputMode={integer ? 'numeric' : 'decimal'}
      step={integer ? 1 : 'any'}
      value={text}
      data-pointer={pointer}
      data-kind="number"
      onChange={(e) => {
        const t = e.target.value;
        setText(t);
        const n = Number(t);
        store.set(pointer, t.trim() === '' ? undefined : Number.isFinite(n) ? n : t);
      }}
      {...attrs}
    />
  );
}

function SelectControl({ pointer, attrs, required, options }: ControlProps & { options: unknown[] }) {
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
      <option value="">{required ? 'Choose…' : '—'}</option>
      {value !== undefined && !known ? (
        <option value={String(value)}>{shown(value)} (not allowed)</option>
      ) : null}
      {options.map((o) => (
        <option key={String(o)} value={String(o)}>
          {String(o)}
        </option>
      ))}
    </select>
  );
}

/** A required yes/no is a checkbox (mixed until set); an optional one may also be "not stated". */
function BooleanControl({ pointer, attrs, required }: ControlProps) {
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
        <option value="">Not stated</option>
        <option value="true">Yes</option>
        <option value="false">No</option>
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
