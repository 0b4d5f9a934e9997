// Adding or editing a counterparty: who it is, the role its back office implements (which sets the
// families it accepts by default), where it is, the key it gave us, and the dialect of SETU it speaks.
// The key is write-only: the API never returns it, only whether one is set.
import { type FormEvent, useId, useState } from 'react';
import type { CustomerParty } from '../../shared/agency.ts';
import { type Role, roleFamilies } from '../../shared/registry.ts';
import { api } from '../api/client.ts';
import { useT } from '../i18n/intl.tsx';
import { draftFamilies } from './families.tsx';
import type { Counterparty } from './use-counterparties.ts';

interface Props {
  /** The counterparty being edited; a new one when absent. */
  existing?: Counterparty;
  onDone(): void;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function CounterpartyForm({ existing, onDone }: Props) {
  const [name, setName] = useState(existing?.name ?? '');
  const [role, setRole] = useState<Role>(existing?.role ?? 'supplier');
  const [families, setFamilies] = useState(existing?.families ?? roleFamilies('supplier'));
  const [baseUrl, setBaseUrl] = useState(existing?.baseUrl ?? '');
  const [token, setToken] = useState('');
  const [removeToken, setRemoveToken] = useState(false);
  const [submitMethod, setSubmitMethod] = useState(existing?.submitMethod ?? 'PUT');
  const [versionHeader, setVersionHeader] = useState(existing?.versionHeader ?? 'standardVersionId');
  const [format, setFormat] = useState(existing?.bodyFormat ?? 'json');
  const [timeoutMs, setTimeoutMs] = useState(String(existing?.timeoutMs ?? 30_000));
  const [party, setParty] = useState<CustomerParty>(existing?.party ?? { name: '' });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const t = useT();
  const partyField = (key: keyof CustomerParty) => ({
    value: party[key] ?? '',
    onChange: (e: { target: { value: string } }) => setParty((p) => ({ ...p, [key]: e.target.value })),
  });

  // Families left at the role's default follow a change of role; a chosen set is kept.
  const changeRole = (next: Role) => {
    if (sameSet(families, roleFamilies(role))) setFamilies(roleFamilies(next));
    setRole(next);
  };
  const toggle = (family: string, on: boolean) =>
    setFamilies((f) => (on ? [...f, family] : f.filter((x) => x !== family)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    const settings = {
      role,
      families,
      baseUrl,
      submitMethod,
      versionHeader,
      format,
      timeoutMs: Number(timeoutMs),
      party: Object.values(party).some((v) => v?.trim()) ? party : null,
      ...(token ? { token } : removeToken ? { token: null } : {}),
    };
    try {
      if (existing)
        await api(`counterparties/${encodeURIComponent(existing.name)}`, { method: 'PUT', body: settings });
      else await api('counterparties', { method: 'POST', body: { name, ...settings } });
      onDone();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <form className="counterparty-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{existing ? `Edit ${existing.name}` : 'New counterparty'}</h2>
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} required disabled={!!existing} />
      </label>
      <label>
        Role it implements
        <select value={role} onChange={(e) => changeRole(e.target.value as Role)}>
          <option value="supplier">supplier</option>
          <option value="customer">customer</option>
        </select>
      </label>
      <fieldset>
        <legend>Families accepted</legend>
        {draftFamilies.map((f) => (
          <label key={f.name} className="check">
            <input
              type="checkbox"
              checked={families.includes(f.name)}
              onChange={(e) => toggle(f.name, e.target.checked)}
            />{' '}
            {f.title}
          </label>
        ))}
        <button type="button" onClick={() => setFamilies(roleFamilies(role))}>
          Use the role's default set
        </button>
      </fieldset>
      <label>
        Base URL
        <input
          type="url"
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          placeholder="https://setu.example.nl"
          required
        />
      </label>
      <label>
        Token
        <input
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          placeholder={existing?.hasToken ? 'set (type to replace it)' : 'the key the counterparty gave you'}
        />
      </label>
      {existing?.hasToken ? (
        <label className="check">
          <input
            type="checkbox"
            checked={removeToken}
            disabled={token !== ''}
            onChange={(e) => setRemoveToken(e.target.checked)}
          />{' '}
          Remove the token
        </label>
      ) : null}
      <fieldset>
        <legend>{t('party.heading')}</legend>
        <p className="muted">{t('party.hint')}</p>
        <label>
          {t('party.customerName')}
          <input {...partyField('name')} />
        </label>
        <label>
          {t('party.kvk')}
          <input {...partyField('kvk')} inputMode="numeric" />
        </label>
        <label>
          {t('party.btw')}
          <input {...partyField('btw')} />
        </label>
        <label>
          {t('party.supplierNumber')}
          <input {...partyField('supplierNumber')} />
        </label>
        <label>
          {t('party.customerNumber')}
          <input {...partyField('customerNumber')} />
        </label>
      </fieldset>
      <label>
        Submit method
        <select value={submitMethod} onChange={(e) => setSubmitMethod(e.target.value as 'PUT' | 'POST')}>
          <option value="PUT">PUT</option>
          <option value="POST">POST</option>
        </select>
      </label>
      <label>
        Version header
        <select
          value={versionHeader}
          onChange={(e) => setVersionHeader(e.target.value as Counterparty['versionHeader'])}
        >
          <option value="standardVersionId">standardVersionId</option>
          <option value="setuVersionId">setuVersionId</option>
        </select>
      </label>
      <label>
        Format
        <select value={format} onChange={(e) => setFormat(e.target.value as 'json' | 'xml')}>
          <option value="json">JSON</option>
          <option value="xml">XML</option>
        </select>
      </label>
      <label>
        Timeout (ms)
        <input
          type="number"
          min={1}
          step={1}
          value={timeoutMs}
          onChange={(e) => setTimeoutMs(e.target.value)}
          required
        />
      </label>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
      <div className="toolbar">
        <button type="submit" className="primary" disabled={busy}>
          {existing ? 'Save changes' : 'Add counterparty'}
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
