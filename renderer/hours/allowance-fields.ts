// An allowance as its editor shows it, whatever holds it: an allowance line of a timecard (the draft
// editor) or an entry of a week row (the week page); and a change to one of its fields, which the holder
// applies to what it holds, leaving everything else as it was.
import type { Json } from '../../shared/timecard/lines.ts';

/** The amount's currency and whom it is for. */
export interface RateTerms {
  currency: string;
  toBeBilled: boolean;
  toBePaid: boolean;
}

export interface AllowanceFields {
  type: string;
  /** `YYYY-MM-DD`, or what was typed that is no date. */
  date: string;
  quantity?: number;
  amount?: number;
  note: string;
  /** The receipt as the allowance refers to it: `{ url }` of a stored file, the file itself, or `{}`. */
  receipt: Json;
  /**
   * Where the allowance carries its own rate terms (a timecard's line); a week row's come from the
   * placement's rates.
   */
  rate?: RateTerms;
}

/** What the editor sets each field to: the receipt as the URL of a stored file, or undefined for none. */
export interface AllowanceValues {
  type: string;
  date: string;
  quantity: number | undefined;
  amount: number | undefined;
  note: string;
  receipt: string | undefined;
  rate: RateTerms;
}

export type AllowanceChange = {
  [K in keyof AllowanceValues]: { field: K; value: AllowanceValues[K] };
}[keyof AllowanceValues];

/** The fields an allowance's problems are shown at; `line` is the allowance as a whole. */
export type AllowancePart = 'type' | 'date' | 'quantity' | 'amount' | 'note' | 'receipt' | 'line';
