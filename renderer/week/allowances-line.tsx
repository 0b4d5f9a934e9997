// A placement's allowances of the week: a type chosen by name (its rates first), the day, a quantity
// or an amount, a note and a receipt (stored on the workbench; sync uploads it first).
import { useRef, useState } from 'react';
import { weekOf } from '../../shared/calendar.ts';
import { parseDecimal } from '../../shared/numbers.ts';
import type { Placement } from '../../shared/placement.ts';
import type { AllowanceEntry, WeekRow } from '../../shared/timecard/week-card.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { choiceLabel, choicesFor, useTypeNames } from '../placements/type-names.ts';
import { Receipt } from '../timecard/receipt.tsx';

interface Props {
  placement: Placement;
  monday: string;
  row: WeekRow;
  onChange(change: (row: WeekRow) => WeekRow): void;
}

/** A number typed in the locale's form, kept as typed until it reads as one. */
function NumberInput({
  label,
  value,
  onValue,
}: {
  label: string;
  value?: number;
  onValue(n?: number): void;
}) {
  const f = useFormats();
  const t = useT();
  const [text, setText] = useState<string | null>(null);
  const bad = text !== null && text.trim() !== '' && parseDecimal(text) === undefined;
  return (
    <input
      aria-label={label}
      inputMode="decimal"
      value={text ?? (value === undefined ? '' : f.number(value))}
      aria-invalid={bad || undefined}
      title={bad ? t('week.badAmount', { text: text ?? '' }) : undefined}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setText(v);
        if (v.trim() === '') onValue(undefined);
        else {
          const n = parseDecimal(v);
          if (n !== undefined && n >= 0) onValue(n);
        }
      }}
      onBlur={() => !bad && setText(null)}
    />
  );
}

export function AllowancesLine({ placement, monday, row, onChange }: Props) {
  const t = useT();
  const f = useFormats();
  const { language } = useLanguage();
  const types = useTypeNames();
  const list = useRef<HTMLUListElement>(null);
  const choices = choicesFor(types, placement.rates, 'allowance', language);
  const days = weekOf(monday);
  const set = (id: string, patch: Partial<AllowanceEntry>) =>
    onChange((r) => ({ ...r, allowances: r.allowances.map((a) => (a.id === id ? { ...a, ...patch } : a)) }));
  const add = () => {
    const entry: AllowanceEntry = { id: crypto.randomUUID(), code: choices[0]?.code ?? '', date: monday };
    onChange((r) => ({ ...r, allowances: [...r.allowances, entry] }));
    // The new allowance's type is where the clerk goes on.
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('li:last-child select')?.focus());
  };
  return (
    <div className="allowances-line">
      <ul ref={list} aria-label={t('week.allowancesOf', { worker: placement.worker.name })}>
        {row.allowances.map((a) => (
          <li key={a.id}>
            <label>
              {t('week.allowanceType')}{' '}
              <select value={a.code} onChange={(e) => set(a.id, { code: e.target.value })}>
                {choices.some((c) => c.code === a.code) ? null : <option value={a.code}>{a.code}</option>}
                {choices.map((c) => (
                  <option key={c.code} value={c.code}>
                    {choiceLabel(c)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('week.allowanceDay')}{' '}
              <select value={a.date} onChange={(e) => set(a.id, { date: e.target.value })}>
                {days.map((d) => (
                  <option key={d} value={d}>
                    {f.weekday(d)}
                  </option>
                ))}
              </select>
            </label>
            <span aria-hidden="true">{t('week.quantity')}</span>
            <NumberInput
              label={t('week.quantity')}
              value={a.quantity}
              onValue={(quantity) => set(a.id, { quantity })}
            />
            <span aria-hidden="true">{t('week.amount')}</span>
            <NumberInput
              label={t('week.amount')}
              value={a.amount}
              onValue={(amount) => set(a.id, { amount })}
            />
            <label>
              {t('week.note')}{' '}
              <input
                value={a.note ?? ''}
                onChange={(e) => set(a.id, { note: e.target.value || undefined })}
              />
            </label>
            <Receipt
              attachment={a.receipt ? { url: a.receipt } : {}}
              messages={[]}
              onChange={(receipt) => set(a.id, { receipt })}
            />
            <button
              type="button"
              onClick={() =>
                onChange((r) => ({ ...r, allowances: r.allowances.filter((x) => x.id !== a.id) }))
              }
            >
              {t('week.removeAllowance')}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={add}>
        {t('week.addAllowance')}
      </button>
    </div>
  );
}
