// A placement's rates in words: each a type chosen by name (or a code typed where the list has none),
// an amount in euros as the locale writes it, and for hours the percentage of the base rate.
import { useState } from 'react';
import { parseDecimal } from '../../shared/numbers.ts';
import type { Rate } from '../../shared/placement.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { choiceLabel, choicesFor, useTypeNames } from './type-names.ts';

const OTHER = '\u0000other';

export interface RateText {
  kind: Rate['kind'];
  code: string;
  amount: string;
  percent: string;
  /** Kept from the placement: what this editor does not show. */
  rest: Omit<Rate, 'kind' | 'code' | 'amount' | 'multiplier'>;
}

export const rateTexts = (rates: Rate[], number: (n: number, digits?: number) => string): RateText[] =>
  rates.map(({ kind, code, amount, multiplier, ...rest }) => ({
    kind,
    code,
    amount: number(amount, 2),
    percent: multiplier === undefined ? '' : number(multiplier),
    rest,
  }));

/** The rates as typed, or the first text that is not a number. */
export function ratesOf(texts: RateText[]): { rates: Rate[]; bad?: string } {
  const rates: Rate[] = [];
  for (const r of texts) {
    if (r.code.trim() === '') continue;
    const amount = parseDecimal(r.amount || '0');
    const percent = r.percent.trim() === '' ? undefined : parseDecimal(r.percent);
    if (amount === undefined) return { rates, bad: r.amount };
    if (r.percent.trim() !== '' && percent === undefined) return { rates, bad: r.percent };
    rates.push({
      ...r.rest,
      kind: r.kind,
      code: r.code.trim(),
      amount,
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
  const add = () => {
    const used = new Set(texts.map((r) => r.code));
    const code = choices.find((c) => !used.has(c.code))?.code ?? '';
    onChange([
      ...texts,
      {
        kind,
        code,
        amount: '',
        percent: kind === 'hours' ? f.number(100) : '',
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
                        } else change(i, { code: e.target.value });
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
