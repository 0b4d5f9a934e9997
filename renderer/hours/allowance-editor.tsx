// One allowance (an expense) as the clerk fills it in: its type, day, quantity or amount, note and
// receipt, each with its problems under it. The type is chosen by name where the holder knows the
// choices (a placement's rates first), and the day from the row's week where it has one.
import { DayInput } from '../components/day-input.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';
import { choiceLabel, type TypeChoice } from '../placements/type-names.ts';
import type { AllowanceChange, AllowanceFields, AllowancePart, RateTerms } from './allowance-fields.ts';
import { Field, NumberField, TextField } from './field.tsx';
import { Receipt } from './receipt.tsx';

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
        <label>
          <input
            type="checkbox"
            checked={rate.toBeBilled}
            onChange={(e) => onRate({ ...rate, toBeBilled: e.currentTarget.checked })}
          />{' '}
          {t('tc.allowance.billed')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={rate.toBePaid}
            onChange={(e) => onRate({ ...rate, toBePaid: e.currentTarget.checked })}
          />{' '}
          {t('tc.allowance.paid')}
        </label>
      </div>
    </>
  );
}

export function AllowanceEditor({
  position,
  fields,
  messages,
  choices,
  days,
  onChange,
  onRemove,
}: AllowanceEditorProps) {
  const t = useT();
  const f = useFormats();
  const known = choices?.some((c) => c.code === fields.type);
  return (
    <fieldset className="allowance" data-allowance={position}>
      <legend>{t('tc.allowance', { n: position })}</legend>
      {choices ? (
        <Field label={t('tc.allowance.type')} messages={messages('type')}>
          {(a11y) => (
            <select {...a11y} value={fields.type} onChange={(e) => onChange({ type: e.currentTarget.value })}>
              {known ? null : <option value={fields.type}>{fields.type}</option>}
              {choices.map((c) => (
                <option key={c.code} value={c.code}>
                  {choiceLabel(c)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <TextField
          label={t('tc.allowance.type')}
          value={fields.type}
          messages={messages('type')}
          onValue={(type) => onChange({ type })}
        />
      )}
      <Field label={t(days ? 'week.allowanceDay' : 'tc.allowance.date')} messages={messages('date')}>
        {(a11y) =>
          days ? (
            <select {...a11y} value={fields.date} onChange={(e) => onChange({ date: e.currentTarget.value })}>
              {days.map((day) => (
                <option key={day} value={day}>
                  {f.weekday(day)}
                </option>
              ))}
            </select>
          ) : (
            <DayInput
              {...a11y}
              value={fields.date || undefined}
              onDay={(date) => onChange({ date: date ?? '' })}
            />
          )
        }
      </Field>
      <NumberField
        label={t('tc.allowance.quantity')}
        value={fields.quantity}
        messages={messages('quantity')}
        onValue={(quantity) => onChange({ quantity })}
      />
      <NumberField
        // Without rate terms of its own the amount is in euros, as the placement's rates are.
        label={t(fields.rate ? 'tc.allowance.amount' : 'week.amount')}
        value={fields.amount}
        messages={messages('amount')}
        onValue={(amount) => onChange({ amount })}
        fractionDigits={2}
      />
      {fields.rate && fields.amount !== undefined && (
        <RateFields rate={fields.rate} onRate={(rate) => onChange({ rate })} />
      )}
      <TextField
        label={t('tc.allowance.note')}
        value={fields.note}
        messages={messages('note')}
        onValue={(note) => onChange({ note })}
      />
      <Receipt
        attachment={fields.receipt}
        messages={messages('receipt')}
        onChange={(receipt) => onChange({ receipt })}
      />
      <button type="button" className="remove-allowance" onClick={onRemove}>
        {t('tc.allowance.remove', { n: position })}
      </button>
      {messages('line').length > 0 && <div className="field-error">{messages('line').join(' ')}</div>}
    </fieldset>
  );
}
