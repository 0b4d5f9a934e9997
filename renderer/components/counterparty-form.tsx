// Adding or editing a relation by what it does for the agency: a customer's back office receives our
// assignments and timecards; another agency's receives our orders and worker details; or the clerk
// ticks what it receives. Then where it is, how we sign in to it (sign-in-fields.tsx) and the
// certificates it may ask for (certificate-fields.tsx), and the customer's details. SETU roles and the
// dialect (submit method, version header, format, timeout) are technical settings for integrators,
// folded away; left alone, requests go as the official OpenAPI has them (DESIGN §14). Secrets are
// write-only: the API never returns them, only whether one is set.
import { type FormEvent, useId, useState } from 'react';
import type { SubmitMethod, VersionHeader } from '../../shared/api/types.ts';
import type { Role } from '../../shared/messages/registry.ts';
import { call } from '../api/call.ts';
import { LocalError } from '../errors/error-text.tsx';
import { useT } from '../i18n/intl.tsx';
import { CertificateFields, certificateSettings, initialCertificates } from './certificate-fields.tsx';
import { CustomerFields, customerOf, customerText } from './customer-fields.tsx';
import { draftFamilies, useFamilyPlural, useFamilyTitle } from './families.tsx';
import { initialSignIn, SignInFields, signInSettings } from './sign-in-fields.tsx';
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
const methods: SubmitMethod[] = ['POST', 'PUT'];
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
  const title = useFamilyTitle();
  const [name, setName] = useState(existing?.name ?? '');
  const [families, setFamilies] = useState(existing?.families ?? kinds.customer.families);
  const [kind, setKind] = useState<Kind>(() => kindOf(existing?.families ?? kinds.customer.families));
  const [baseUrl, setBaseUrl] = useState(existing?.baseUrl ?? '');
  const [signIn, setSignIn] = useState(() => initialSignIn(existing));
  const [certificates, setCertificates] = useState(initialCertificates);
  // '' is the default: the official OpenAPI's method, both version header names.
  const [submitMethod, setSubmitMethod] = useState<SubmitMethod | ''>(existing?.submitMethod ?? '');
  const [submitMethods, setSubmitMethods] = useState(existing?.submitMethods ?? {});
  const [versionHeader, setVersionHeader] = useState<VersionHeader | ''>(existing?.versionHeader ?? '');
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
  const chooseSubmitFor = (family: string, method: SubmitMethod | '') =>
    setSubmitMethods(({ [family]: _, ...rest }) => (method ? { ...rest, [family]: method } : rest));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    const settings = {
      role: roleFor(families, existing?.role),
      families,
      baseUrl,
      submitMethod: submitMethod || null,
      submitMethods,
      versionHeader: versionHeader || null,
      format,
      charsetParameter,
      timeoutMs: Math.round(Number(timeout.replace(',', '.')) * 1000),
      party: customerOf(party),
      ...signInSettings(signIn),
      ...certificateSettings(certificates),
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
      <SignInFields value={signIn} onChange={setSignIn} existing={existing} />
      <CertificateFields value={certificates} onChange={setCertificates} existing={existing} />
      <CustomerFields value={party} onChange={setParty} />
      <details className="technical">
        <summary>{t('cpf.technical')}</summary>
        <label>
          {t('cpf.submit')}
          <select value={submitMethod} onChange={(e) => setSubmitMethod(e.target.value as SubmitMethod | '')}>
            <option value="">{t('cpf.submit.oas')}</option>
            {methods.map((m) => (
              <option key={m} value={m}>
                {t('cpf.submit.always', { method: m })}
              </option>
            ))}
          </select>
        </label>
        <details>
          <summary>{t('cpf.submitPerFamily')}</summary>
          {families.map((f) => (
            <label key={f}>
              {title(f)}
              <select
                value={submitMethods[f] ?? ''}
                onChange={(e) => chooseSubmitFor(f, e.target.value as SubmitMethod | '')}
              >
                <option value="">{t('cpf.submitFamily.same')}</option>
                {methods.map((m) => (
                  <option key={m} value={m}>
                    {t('cpf.submit.always', { method: m })}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </details>
        <label>
          {t('cpf.versionHeader')}
          <select
            value={versionHeader}
            onChange={(e) => setVersionHeader(e.target.value as VersionHeader | '')}
          >
            <option value="">{t('cpf.versionHeader.both')}</option>
            {versionHeaders.map((h) => (
              <option key={h} value={h}>
                {t('cpf.versionHeader.only', { name: h })}
              </option>
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
