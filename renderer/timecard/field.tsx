// A labelled control with its messages (validation issues, typing errors) under it, tied to the control
// for assistive technology.
import { type ReactNode, useId, useState } from 'react';

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

const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** A number typed in a text box (a comma counts as the decimal mark); empty means none. */
export function NumberField({
  label,
  value,
  messages,
  onValue,
  format = String,
}: {
  label: string;
  value: number | undefined;
  messages: string[];
  onValue(value: number | undefined): void;
  /** How the number shows while not being typed. */
  format?: (value: number) => string;
}) {
  const [text, setText] = useState<string | null>(null);
  const typed = text === null || text.trim() === '' || NUMBER.test(text.trim());
  return (
    <Field label={label} messages={[...(typed ? [] : ['Type a number, such as 12.50.']), ...messages]}>
      {(a11y) => (
        <input
          {...a11y}
          inputMode="decimal"
          autoComplete="off"
          value={text ?? (value === undefined ? '' : format(value))}
          onChange={(e) => {
            const raw = e.currentTarget.value;
            setText(raw);
            const t = raw.trim();
            if (t === '') onValue(undefined);
            else if (NUMBER.test(t)) onValue(Number(t.replace(',', '.')));
          }}
          onBlur={() => typed && setText(null)}
        />
      )}
    </Field>
  );
}
