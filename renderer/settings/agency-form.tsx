// My agency: the agency's own details, written into every new message as its supplier, and what its
// invoices need: the address, the bank account (its check digits checked as typed), the G-account where
// it has one, and the payment terms.
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Agency } from '../../shared/parties/agency.ts';
import { parseDecimal } from '../../shared/text/numbers.ts';
import { call } from '../api/call.ts';
import { AddressFields, type AddressText, addressOf, addressText } from '../components/address-fields.tsx';
import { useT } from '../i18n/intl.tsx';
import { ibanWords } from './iban-words.ts';
import { SaveBar } from './save-bar.tsx';

interface FormState {
  name: string;
  kvk: string;
  btw: string;
  address: AddressText;
  iban: string;
  gIban: string;
  gShare: string;
  paymentDays: string;
}

const stateOf = (a: Agency): FormState => ({
  name: a.name,
  kvk: a.kvk ?? '',
  btw: a.btw ?? '',
  address: addressText(a.address),
  iban: a.iban ?? '',
  gIban: a.gAccount?.iban ?? '',
  gShare: a.gAccount ? String(a.gAccount.share).replace('.', ',') : '',
  paymentDays: a.paymentDays === undefined ? '' : String(a.paymentDays),
});

export function AgencyForm() {
  const t = useT();
  const id = useId();
  const [form, setForm] = useState<FormState>(() => stateOf({ name: '' }));
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    call('GET /agency').then(
      (a) => setForm(stateOf(a)),
      (e: Error) => setError(e.message),
    );
  }, []);
  const field = (key: Exclude<keyof FormState, 'address'>) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => {
      setStatus('');
      setForm((f) => ({ ...f, [key]: e.target.value }));
    },
  });
  const ibanProblem = ibanWords(t, form.iban);
  const gProblem = ibanWords(t, form.gIban);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    const share = form.gShare.trim() === '' ? undefined : parseDecimal(form.gShare);
    const days = form.paymentDays.trim() === '' ? undefined : Number(form.paymentDays);
    if (ibanProblem || gProblem) return setError(ibanProblem || gProblem);
    if (form.gShare.trim() !== '' && share === undefined)
      return setError(t('agency.badNumber', { text: form.gShare }));
    if (days !== undefined && !Number.isInteger(days))
      return setError(t('agency.badNumber', { text: form.paymentDays }));
    const text = (v: string) => (v.trim() === '' ? undefined : v.trim());
    const body: Agency = {
      name: form.name.trim(),
      ...(text(form.kvk) ? { kvk: text(form.kvk) } : {}),
      ...(text(form.btw) ? { btw: text(form.btw) } : {}),
      ...(addressOf(form.address) ? { address: addressOf(form.address) } : {}),
      ...(text(form.iban) ? { iban: text(form.iban) } : {}),
      ...(text(form.gIban) ? { gAccount: { iban: form.gIban.trim(), share: share ?? 0 } } : {}),
      ...(days !== undefined ? { paymentDays: days } : {}),
    };
    try {
      setForm(stateOf(await call('PUT /agency', { body })));
      setStatus(t('agency.saved'));
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <form className="agency-form" onSubmit={save} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('agency.heading')}</h2>
      <p className="muted">{t('agency.intro')}</p>
      <label>
        {t('party.name')}
        <input {...field('name')} required autoComplete="organization" />
      </label>
      <label>
        {t('party.kvk')}
        <input {...field('kvk')} inputMode="numeric" />
      </label>
      <label>
        {t('party.btw')}
        <input {...field('btw')} />
      </label>
      <fieldset>
        <legend>{t('agency.invoicing')}</legend>
        <AddressFields
          value={form.address}
          onChange={(address) => {
            setStatus('');
            setForm((f) => ({ ...f, address }));
          }}
        />
        <label>
          {t('agency.iban')}
          <input
            {...field('iban')}
            aria-invalid={ibanProblem ? true : undefined}
            aria-describedby={ibanProblem ? `${id}-iban-error` : undefined}
          />
        </label>
        {ibanProblem ? (
          <p id={`${id}-iban-error`} className="field-error">
            {ibanProblem}
          </p>
        ) : null}
        <label>
          {t('agency.paymentDays')}
          <input {...field('paymentDays')} inputMode="numeric" />
        </label>
        <p className="muted" id={`${id}-g-hint`}>
          {t('agency.gHint')}
        </p>
        <label>
          {t('agency.gIban')}
          <input
            {...field('gIban')}
            aria-invalid={gProblem ? true : undefined}
            aria-describedby={gProblem ? `${id}-g-error` : `${id}-g-hint`}
          />
        </label>
        {gProblem ? (
          <p id={`${id}-g-error`} className="field-error">
            {gProblem}
          </p>
        ) : null}
        <label>
          {t('agency.gShare')}
          <input {...field('gShare')} inputMode="decimal" aria-describedby={`${id}-g-hint`} />
        </label>
      </fieldset>
      <SaveBar status={status} error={error} />
    </form>
  );
}
