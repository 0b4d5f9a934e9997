// Adding or editing a relation by what it does for the agency: a customer's back office receives our
// assignments and timecards; another agency's receives our orders and worker details; or the clerk
// ticks what it receives. Then where it is, the key it gave us, and the customer's details. SETU roles
// and the dialect (submit method, version header, format, timeout) are technical settings for
// integrators, folded away. The key is write-only: the API never returns it, only whether one is set.
import { type FormEvent, useId, useState } from 'react';
import type { SubmitMethod, VersionHeader } from '../../shared/api/types.ts';
import type { Role } from '../../shared/registry.ts';
import { call } from '../api/call.ts';
import { LocalError } from '../errors/error-text.tsx';
import { useT } from '../i18n/intl.tsx';
import { CustomerFields, customerOf, customerText } from './customer-fields.tsx';
import { draftFamilies, useFamilyPlural } from './families.tsx';
import type { Counterparty } from './use-counterparties.ts';

interface Props {
  /** The counterparty being edited; a new one when absent. */
  existing?: Counterparty;
  onDone(): void;
}

type Kind = 'customer' | 'supplier' | 'own';

/** What each kind of relation receives, and the role its back office implements in SETU's terms. */
export const kinds: Record<Exclude<Kind, 'own'>, { families: string[]; role: Role }> = {
  customer: { families: ['Assignment', 'Timecard', 'Invoice'], role: 'customer' },
  supplier: { families: ['StaffingOrder', 'HumanResource'], role: 'supplier' },
};

// The protocol's own names, the same in every language.
const submitMethods: SubmitMethod[] = ['PUT', 'POST'];
const versionHeaders: VersionHeader[] = ['standardVersionId', 'setuVersionId'];
const bodyFormats = ['json', 'xml'] as const;

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

function kindOf(families: string[]): Kind {
  if (sameSet(families, kinds.customer.families)) return 'customer';
  if (sameSet(families, kinds.supplier.families)) return 'supplier';
  return 'own';
}

/** The role that implements most of the chosen families (it only sets defaults elsewhere). */
function roleFor(families: string[], existing?: Role): Role {
  const customer = families.filter((f) => kinds.customer.families.includes(f)).length;
  const supplier = families.filter((f) => kinds.supplier.families.includes(f)).length;
  return customer === supplier && existing ? existing : customer >= supplier ? 'customer' : 'supplier';
}

export function CounterpartyForm({ existing, onDone }: Props) {
  const t = useT();
  const plural = useFamilyPlural();
  const [name, setName] = useState(existing?.name ?? '');
  const [families, setFamilies] = useState(existing?.families ?? kinds.customer.families);
  const [kind, setKind] = useState<Kind>(() => kindOf(existing?.families ?? kinds.customer.families));
  const [baseUrl, setBaseUrl] = useState(existing?.baseUrl ?? '');
  const [token, setToken] = useState('');
  const [removeToken, setRemoveToken] = useState(false);
  const [submitMethod, setSubmitMethod] = useState(existing?.submitMethod ?? 'PUT');
  const [versionHeader, setVersionHeader] = useState(existing?.versionHeader ?? 'standardVersionId');
  const [format, setFormat] = useState(existing?.bodyFormat ?? 'json');
  const [charsetParameter, setCharsetParameter] = useState(existing?.charsetParameter ?? false);
  const [timeout, setTimeoutSeconds] = useState(String((existing?.timeoutMs ?? 30_000) / 1000));
  const [party, setParty] = useState(() => customerText(existing?.party));
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  const chooseKind = (next: Kind) => {
    setKind(next);
    if (next !== 'own') setFamilies(kinds[next].families);
  };
  const toggle = (family: string, on: boolean) =>
    setFamilies((f) => (on ? [...f, family] : f.filter((x) => x !== family)));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    const settings = {
      role: roleFor(families, existing?.role),
      families,
      baseUrl,
      submitMethod,
      versionHeader,
      format,
      charsetParameter,
      timeoutMs: Math.round(Number(timeout.replace(',', '.')) * 1000),
      party: customerOf(party),
      ...(token ? { token } : removeToken ? { token: null } : {}),
    };
    try {
      if (existing)
        await call('PUT /counterparties/:name', { params: { name: existing.name }, body: settings });
      else await call('POST /counterparties', { body: { name, ...settings } });
      onDone();
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <form className="counterparty-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} tabIndex={-1}>
        {existing ? t('cpf.edit', { name: existing.name }) : t('cpf.new')}
      </h2>
      <label>
        {t('cpf.name')}
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          disabled={!!existing}
          aria-describedby={`${id}-name-hint`}
        />
      </label>
      <p className="hint" id={`${id}-name-hint`}>
        {t('cpf.name.hint')}
      </p>
      <fieldset>
        <legend>{t('cpf.kind')}</legend>
        {(['customer', 'supplier', 'own'] as const).map((k) => (
          <label key={k} className="check">
            <input type="radio" name={`${id}-kind`} checked={kind === k} onChange={() => chooseKind(k)} />{' '}
            {t(`cpf.kind.${k}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'own' ? (
        <fieldset>
          <legend>{t('cpf.receives')}</legend>
          {draftFamilies.map((f) => (
            <label key={f.name} className="check">
              <input
                type="checkbox"
                checked={families.includes(f.name)}
                onChange={(e) => toggle(f.name, e.target.checked)}
              />{' '}
              {plural(f.name)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label>
        {t('cpf.address')}
        <input
          type="url"
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          placeholder={t('cpf.address.example')}
          aria-describedby={`${id}-address-hint`}
          required
        />
      </label>
      <p className="hint" id={`${id}-address-hint`}>
        {t('cpf.address.hint')}
      </p>
      <label>
        {t('cpf.key')}
        <input
          type="password"
          autoComplete="off"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          placeholder={existing?.hasToken ? t('cpf.key.set') : undefined}
          aria-describedby={`${id}-key-hint`}
        />
      </label>
      <p className="hint" id={`${id}-key-hint`}>
        {t('cpf.key.hint')}
      </p>
      {existing?.hasToken ? (
        <label className="check">
          <input
            type="checkbox"
            checked={removeToken}
            disabled={token !== ''}
            onChange={(e) => setRemoveToken(e.target.checked)}
          />{' '}
          {t('cpf.key.remove')}
        </label>
      ) : null}
      <CustomerFields value={party} onChange={setParty} />
      <details className="technical">
        <summary>{t('cpf.technical')}</summary>
        <label>
          {t('cpf.submit')}
          <select value={submitMethod} onChange={(e) => setSubmitMethod(e.target.value as SubmitMethod)}>
            {submitMethods.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label>
          {t('cpf.versionHeader')}
          <select value={versionHeader} onChange={(e) => setVersionHeader(e.target.value as VersionHeader)}>
            {versionHeaders.map((h) => (
              <option key={h}>{h}</option>
            ))}
          </select>
        </label>
        <label>
          {t('cpf.format')}
          <select value={format} onChange={(e) => setFormat(e.target.value as 'json' | 'xml')}>
            {bodyFormats.map((f) => (
              <option key={f} value={f}>
                {f.toUpperCase()}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={charsetParameter}
            onChange={(e) => setCharsetParameter(e.target.checked)}
          />{' '}
          {t('cpf.charsetParameter')}
        </label>
        <label>
          {t('cpf.timeout')}
          <input
            inputMode="numeric"
            value={timeout}
            onChange={(e) => setTimeoutSeconds(e.target.value)}
            required
          />
        </label>
      </details>
      {error ? <LocalError error={error} /> : null}
      <div className="toolbar">
        <button type="submit" className="primary" disabled={busy}>
          {existing ? t('cpf.save') : t('cpf.add')}
        </button>
        <button type="button" onClick={onDone}>
          {t('cpf.cancel')}
        </button>
      </div>
    </form>
  );
}
