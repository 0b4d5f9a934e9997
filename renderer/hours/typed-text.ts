// Text as the clerk types it into a cell or field: kept as typed while they type, handed on whenever it
// reads as a value, and shown in the locale's form once they leave it. Text that is no value stays as
// typed and is marked, so that the mistake can be seen and mended; it is not handed on.
import { type ChangeEvent, useState } from 'react';

export interface TypedText {
  /** What the control shows. */
  value: string;
  /** The text typed is no value. */
  bad: boolean;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
  onBlur(): void;
}

/**
 * `read` is given text that is not blank; blank text is no value (undefined). `onValue` hears of each
 * value that differs from `value`.
 */
export function useTypedText<T>(
  value: T | undefined,
  show: (value: T) => string,
  read: (text: string) => T | undefined,
  onValue: (value: T | undefined) => void,
): TypedText {
  const [text, setText] = useState<string | null>(null);
  const blank = (typed: string) => typed.trim() === '';
  const bad = text !== null && !blank(text) && read(text) === undefined;
  return {
    value: text ?? (value === undefined ? '' : show(value)),
    bad,
    onChange(e) {
      const typed = e.currentTarget.value;
      setText(typed);
      const next = blank(typed) ? undefined : read(typed);
      if ((next !== undefined || blank(typed)) && next !== value) onValue(next);
    },
    onBlur() {
      if (!bad) setText(null);
    },
  };
}
