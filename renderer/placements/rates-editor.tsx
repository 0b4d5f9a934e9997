// A placement's rates in words: each a type chosen by name (or a code typed where the list has none),
// an amount in euros as the locale writes it (what the worker is paid), what the customer is billed where
// that differs, and for hours the percentage of the rate. A markup factor fills the bill rates of the hours.
import { useState } from 'react';
import type { Rate } from '../../shared/placement/placement.ts';
import { parseDecimal } from '../../shared/text/numbers.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { choiceLabel, choicesFor, useTypeNames } from './type-names.ts';

const OTHER = '\u0000other';

export interface RateText {
  kind: Rate['kind'];
  code: string;
  amount: string;
  /** Empty: the customer is billed the amount. */
  bill: string;
  percent: string;
  /** Kept from the placement: what this editor does not show. */
  rest: Omit<Rate, 'kind' | 'code' | 'amount' | 'bill' | 'multiplier'>;
}

export const rateTexts = (rates: Rate[], number: (n: number, digits?: number) => string): RateText[] =>
  rates.map(({ kind, code, amount, bill, multiplier, ...rest }) => ({
    kind,
    code,
    amount: number(amount, 2),
    bill: bill === undefined ? '' : number(bill, 2),
    percent: multiplier === undefined ? '' : number(multiplier),
    rest,
  }));

/** The hour rates' bill rates as their amounts times a markup factor (1,85), to the cent. */
export function markedUp(
  texts: RateText[],
  factor: number,
  number: (n: number, digits?: number) => string,
): RateText[] {
  return texts.map((r) => {
    const amount = parseDecimal(r.amount || '0');
    if (r.kind !== 'hours' || amount === undefined) return r;
    return { ...r, bill: number(Math.round(Math.round(amount * 100) * factor) / 100, 2) };
  });
}

/** The rates as typed, or the first text that is not a number. */
export function ratesOf(texts: RateText[]): { rates: Rate[]; bad?: string } {
  const rates: Rate[] = [];
  for (const r of texts) {
    if (r.code.trim() === '') continue;
    const amount = parseDecimal(r.amount || '0');
    const bill = r.bill.trim() === '' ? undefined : parseDecimal(r.bill);
    const percent = r.percent.trim() === '' ? undefined : parseDecimal(r.percent);
    if (amount === undefined) return { rates, bad: r.amount };
    if (r.bill.trim() !== '' && bill === undefined) return { rates, bad: r.bill };
    if (r.percent.trim() !== '' && percent === undefined) return { rates, bad: r.percent };
    rates.push({
      ...r.rest,
      kind: r.kind,
      code: r.code.trim(),
      amount,
      ...(bill !== undefined && bill !== amount ? { bill } : {}),
      ...(percent !== undefined ? { multiplier: percent } : {}),
    });
  }
  return { rates };
}

interface Props {
  kind: Rate['kind'];
  texts: RateText[];
  onChange(texts: RateText[]): void;
}

export function RatesEditor({ kind, texts, onChange }: Props) {
  const t = useT();
  const f = useFormats();
  const { language } = useLanguage();
  const types = useTypeNames();
  const [typing, setTyping] = useState<number[]>([]);
  const choices = choicesFor(types, [], kind, language);
  const mine = texts.map((r, i) => ({ r, i })).filter(({ r }) => r.kind === kind);
  const change = (i: number, patch: Partial<RateText>) =>
    onChange(texts.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  // An hour type names the percentage its rate starts at (overtime 150 %), which the clerk may change.
  const percentOf = (code: string) =>
    kind === 'hours' ? f.number(types.find((t) => t.kind === kind && t.code === code)?.percent ?? 100) : '';
  const add = () => {
    const used = new Set(texts.map((r) => r.code));
    const code = choices.find((c) => !used.has(c.code))?.code ?? '';
    onChange([
      ...texts,
      {
        kind,
        code,
        amount: '',
        bill: '',
        percent: percentOf(code),
        rest: { toBeBilled: true, toBePaid: true },
      },
    ]);
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(
          `[data-rates="${kind}"] tr:last-child select, [data-rates="${kind}"] tr:last-child input`,
        )
        ?.focus(),
    );
  };
  return (
    <div className="rates">
      <table data-rates={kind}>
        <thead>
          <tr>
            <th scope="col">{t('placement.rate.type')}</th>
            <th scope="col">{t('placement.rate.amount')}</th>
            <th scope="col">{t('placement.rate.bill')}</th>
            {kind === 'hours' ? <th scope="col">{t('placement.rate.percent')}</th> : null}
            <th scope="col">
              <span className="visually-hidden">{t('common.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {mine.map(({ r, i }) => {
            const known = choices.some((c) => c.code === r.code);
            const name = choices.find((c) => c.code === r.code)?.name ?? r.code;
            return (
              <tr key={i}>
                <td>
                  {known && !typing.includes(i) ? (
                    <select
                      aria-label={t('placement.rate.type')}
                      value={r.code}
                      onChange={(e) => {
                        if (e.target.value === OTHER) {
                          setTyping((list) => [...list, i]);
                          change(i, { code: '' });
                        } else change(i, { code: e.target.value, percent: percentOf(e.target.value) });
                      }}
                    >
                      {choices.map((c) => (
                        <option key={c.code} value={c.code}>
                          {choiceLabel(c)}
                        </option>
                      ))}
                      <option value={OTHER}>{t('placement.rate.otherCode')}</option>
                    </select>
                  ) : (
                    <input
                      aria-label={t('placement.rate.code')}
                      value={r.code}
                      onChange={(e) => change(i, { code: e.target.value })}
                    />
                  )}
                </td>
                <td>
                  <input
                    aria-label={`${t('placement.rate.amount')} ${name}`}
                    inputMode="decimal"
                    value={r.amount}
                    onChange={(e) => change(i, { amount: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    aria-label={`${t('placement.rate.bill')} ${name}`}
                    inputMode="decimal"
                    value={r.bill}
                    placeholder={r.amount}
                    onChange={(e) => change(i, { bill: e.target.value })}
                  />
                </td>
                {kind === 'hours' ? (
                  <td>
                    <input
                      aria-label={`${t('placement.rate.percent')} ${name}`}
                      inputMode="decimal"
                      value={r.percent}
                      onChange={(e) => change(i, { percent: e.target.value })}
                    />
                  </td>
                ) : null}
                <td>
                  <button
                    type="button"
                    aria-label={t('placement.rate.remove', { type: name })}
                    onClick={() => onChange(texts.filter((_, j) => j !== i))}
                  >
                    {t('common.remove')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <button type="button" onClick={add}>
        {kind === 'hours' ? t('placement.rate.add') : t('placement.rate.addAllowance')}
      </button>
    </div>
  );
}
