// Labelled controls with their messages (validation issues, typing errors) under them, tied to the
// control for assistive technology: any control, a number, a text.
import { type ReactNode, useId } from 'react';
import { useFormats, useT } from '../i18n/intl.tsx';
import { moneyText, parseDecimal, parseMoney, plainNumber } from '../i18n/parse.ts';
import { useTypedText } from './typed-text.ts';

export interface ControlA11y {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export function Field({
  label,
  messages,
  children,
}: {
  label: string;
  messages: string[];
  children(a11y: ControlA11y): ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = messages.length > 0;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(invalid ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {invalid && (
        <div id={errorId} className="field-error">
          {messages.join(' ')}
        </div>
      )}
    </div>
  );
}

/** A number typed with the locale's decimal mark (either mark is read); empty means none. */
export function NumberField({
  label,
  value,
  messages,
  onValue,
  currency,
}: {
  label: string;
  value: number | undefined;
  messages: string[];
  onValue(value: number | undefined): void;
  /** Money in this currency: shown with its sign and two decimals (€ 12,50), typed with or without. */
  currency?: string;
}) {
  const t = useT();
  const f = useFormats();
  const shown = (v: number) => (currency ? moneyText(v, f.locale, currency) : plainNumber(v, f.locale));
  const read = (text: string) => (currency ? parseMoney(text, f.locale, currency) : parseDecimal(text));
  const typed = useTypedText(value, shown, read, onValue);
  return (
    <Field
      label={label}
      messages={[
        ...(typed.bad ? [t('tc.number', { example: plainNumber(12.5, f.locale) })] : []),
        ...messages,
      ]}
    >
      {(a11y) => (
        <input
          {...a11y}
          inputMode="decimal"
          autoComplete="off"
          value={typed.value}
          onChange={typed.onChange}
          onBlur={typed.onBlur}
        />
      )}
    </Field>
  );
}

/** Text as typed, every keystroke handed on. */
export function TextField({
  label,
  value,
  messages,
  onValue,
}: {
  label: string;
  value: string;
  messages: string[];
  onValue(value: string): void;
}) {
  return (
    <Field label={label} messages={messages}>
      {(a11y) => <input {...a11y} value={value} onChange={(e) => onValue(e.currentTarget.value)} />}
    </Field>
  );
}
