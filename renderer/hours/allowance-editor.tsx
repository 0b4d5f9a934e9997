// One allowance (an expense) as the clerk fills it in: its type, day, quantity or amount, note and
// receipt, each with its problems under it. The type is chosen by name where the holder knows the
// choices (a placement's rates first), and the day from the row's week where it has one.
import { DayInput } from '../components/day-input.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';
import type { TypeChoice } from '../placements/type-names.ts';
import type {
  AllowanceChange,
  AllowanceFields,
  AllowancePart,
  AllowanceValues,
  RateTerms,
} from './allowance-fields.ts';
import { Field, NumberField, TextField } from './field.tsx';
import { Receipt } from './receipt.tsx';
import { TypeOptions } from './type-options.tsx';

export interface AllowanceEditorProps {
  /** Its place in the list, from 1: "Allowance 2". */
  position: number;
  fields: AllowanceFields;
  messages(part: AllowancePart): string[];
  /** Types to choose from by name; without them the type is typed as its code. */
  choices?: TypeChoice[];
  /** Days to choose from; without them any date is typed. */
  days?: string[];
  onChange(change: AllowanceChange): void;
  onRemove(): void;
}

const flags = [
  ['toBeBilled', 'tc.allowance.billed'],
  ['toBePaid', 'tc.allowance.paid'],
] as const;

function RateFields({ rate, onRate }: { rate: RateTerms; onRate(rate: RateTerms): void }) {
  const t = useT();
  return (
    <>
      <Field label={t('tc.allowance.currency')} messages={[]}>
        {(a11y) => (
          <input
            {...a11y}
            className="currency"
            maxLength={3}
            value={rate.currency}
            onChange={(e) => onRate({ ...rate, currency: e.currentTarget.value.toUpperCase() })}
          />
        )}
      </Field>
      <div className="rate-flags">
        {flags.map(([flag, words]) => (
          <label key={flag}>
            <input
              type="checkbox"
              checked={rate[flag]}
              onChange={(e) => onRate({ ...rate, [flag]: e.currentTarget.checked })}
            />{' '}
            {t(words)}
          </label>
        ))}
      </div>
    </>
  );
}

export function AllowanceEditor(props: AllowanceEditorProps) {
  const { position, fields, messages, choices, days, onChange } = props;
  const t = useT();
  const f = useFormats();
  const known = choices?.some((c) => c.code === fields.type);
  // TypeScript cannot tie a generic field to the union's member for it; the field and value agree here.
  const set =
    <K extends keyof AllowanceValues>(field: K) =>
    (value: AllowanceValues[K]) =>
      onChange({ field, value } as AllowanceChange);
  /** A plain field's value, problems and change. */
  const bind = <K extends 'type' | 'quantity' | 'amount' | 'note'>(field: K) => ({
    value: fields[field],
    messages: messages(field),
    onValue: set(field),
  });
  return (
    <fieldset className="allowance">
      <legend>{t('tc.allowance', { n: position })}</legend>
      {choices ? (
        <Field label={t('tc.allowance.type')} messages={messages('type')}>
          {(a11y) => (
            <select {...a11y} value={fields.type} onChange={(e) => set('type')(e.currentTarget.value)}>
              {known ? null : <option value={fields.type}>{fields.type}</option>}
              <TypeOptions choices={choices} />
            </select>
          )}
        </Field>
      ) : (
        <TextField label={t('tc.allowance.type')} {...bind('type')} />
      )}
      <Field label={t(days ? 'week.allowanceDay' : 'tc.allowance.date')} messages={messages('date')}>
        {(a11y) =>
          days ? (
            <select {...a11y} value={fields.date} onChange={(e) => set('date')(e.currentTarget.value)}>
              {days.map((day) => (
                <option key={day} value={day}>
                  {f.weekday(day)}
                </option>
              ))}
            </select>
          ) : (
            <DayInput {...a11y} value={fields.date || undefined} onDay={(date) => set('date')(date ?? '')} />
          )
        }
      </Field>
      <NumberField label={t('tc.allowance.quantity')} {...bind('quantity')} />
      {/* Without rate terms of its own the amount is in euros, as the placement's rates are. */}
      <NumberField
        label={t(fields.rate ? 'tc.allowance.amount' : 'week.amount')}
        {...bind('amount')}
        currency={fields.rate ? fields.rate.currency || undefined : 'EUR'}
      />
      {fields.rate && fields.amount !== undefined && <RateFields rate={fields.rate} onRate={set('rate')} />}
      <TextField label={t('tc.allowance.note')} {...bind('note')} />
      <Receipt attachment={fields.receipt} messages={messages('receipt')} onChange={set('receipt')} />
      <button type="button" className="remove-allowance" onClick={props.onRemove}>
        {t('tc.allowance.remove', { n: position })}
      </button>
      {messages('line').length > 0 && <div className="field-error">{messages('line').join(' ')}</div>}
    </fieldset>
  );
}
