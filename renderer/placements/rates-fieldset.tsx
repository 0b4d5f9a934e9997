// The placement's rates: per hour type and per allowance, by type name, and a mark-up factor that
// fills the customer's rates from the worker's in one action.
import { useId, useState } from 'react';
import { parseDecimal } from '../../shared/text/numbers.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import { GroupProblem, Labelled } from './labelled.tsx';
import type { FormState } from './placement-form.ts';
import { markedUp, RatesEditor } from './rates-editor.tsx';

type RateTexts = FormState['rates'];

export function RatesFieldset({
  rates,
  problem,
  onChange,
}: {
  rates: RateTexts;
  problem?: string;
  onChange(rates: RateTexts): void;
}) {
  const t = useT();
  const f = useFormats();
  const uid = useId();
  const [factor, setFactor] = useState('');
  const factorValue = parseDecimal(factor);
  return (
    <fieldset>
      <legend>{t('placement.rates')}</legend>
      <p className="muted">{t('placement.rates.hint')}</p>
      <h2>{t('placement.hourRates')}</h2>
      <RatesEditor kind="hours" texts={rates} onChange={onChange} />
      <div className="markup">
        <Labelled id={`${uid}-factor`} label={t('placement.markup')} hint={t('placement.markup.hint')}>
          <input
            id={`${uid}-factor`}
            inputMode="decimal"
            value={factor}
            onChange={(e) => setFactor(e.target.value)}
            aria-describedby={`${uid}-factor-hint`}
          />
        </Labelled>
        <button
          type="button"
          disabled={factorValue === undefined || factorValue <= 0}
          onClick={() => onChange(markedUp(rates, factorValue as number, f.number))}
        >
          {t('placement.markup.apply')}
        </button>
      </div>
      <h2>{t('placement.allowanceRates')}</h2>
      <RatesEditor kind="allowance" texts={rates} onChange={onChange} />
      <GroupProblem problem={problem} />
    </fieldset>
  );
}
