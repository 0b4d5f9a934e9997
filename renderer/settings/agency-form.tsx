// My agency: the agency's own details, written into every new message as its supplier.
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Agency } from '../../shared/agency.ts';
import { call } from '../api/call.ts';
import { useT } from '../i18n/intl.tsx';
import { SaveBar } from './save-bar.tsx';

export function AgencyForm() {
  const t = useT();
  const id = useId();
  const [agency, setAgency] = useState<Agency>({ name: '' });
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    call('GET /agency').then(setAgency, (e: Error) => setError(e.message));
  }, []);
  const field = (key: keyof Agency) => ({
    value: agency[key] ?? '',
    onChange: (e: { target: { value: string } }) => {
      setStatus('');
      setAgency((a) => ({ ...a, [key]: e.target.value }));
    },
  });
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    try {
      setAgency(await call('PUT /agency', { body: agency }));
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
      <SaveBar status={status} error={error} />
    </form>
  );
}
