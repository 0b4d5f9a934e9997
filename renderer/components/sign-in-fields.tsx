// "How do we sign in to this system?": the relation form's choice of sign-in, in words, with the fields
// each choice needs. Secrets are write-only: an edit shows that one is set, and sends one only when
// the clerk types a new one.
import { useId } from 'react';
import type { CounterpartySettings } from '../../shared/api/contract.ts';
import { type ClientAuthMethod, type SignIn, signIns } from '../../shared/parties/counterparty-input.ts';
import { useT } from '../i18n/intl.tsx';
import type { Counterparty } from './use-counterparties.ts';

export interface SignInState {
  auth: SignIn;
  /** A key typed now (bearer or header); empty keeps the one set. */
  token: string;
  headerName: string;
  tokenUrl: string;
  issuer: string;
  clientId: string;
  scope: string;
  audience: string;
  clientAuth: ClientAuthMethod;
  /** A secret typed now; empty keeps the one set. */
  clientSecret: string;
}

export function initialSignIn(existing?: Counterparty): SignInState {
  const oauth = existing?.oauth;
  return {
    auth: existing?.auth ?? 'none',
    token: '',
    headerName: existing?.headerName ?? '',
    tokenUrl: oauth?.tokenUrl ?? '',
    issuer: oauth?.issuer ?? '',
    clientId: oauth?.clientId ?? '',
    scope: oauth?.scope ?? '',
    audience: oauth?.audience ?? '',
    clientAuth: oauth?.clientAuth ?? 'basic',
    clientSecret: '',
  };
}

/** What the form sends of the sign-in. */
export function signInSettings(s: SignInState): CounterpartySettings {
  const keyed = s.auth === 'bearer' || s.auth === 'header';
  return {
    auth: s.auth,
    // A key pasted with the line break or space around it is meant without them.
    ...(keyed && s.token.trim() ? { token: s.token.trim() } : {}),
    ...(s.auth === 'header' ? { headerName: s.headerName.trim() } : {}),
    ...(s.auth === 'oauth2'
      ? {
          oauth: {
            tokenUrl: s.tokenUrl.trim(),
            issuer: s.issuer.trim(),
            clientId: s.clientId.trim(),
            scope: s.scope.trim(),
            audience: s.audience.trim(),
            clientAuth: s.clientAuth,
          },
          ...(s.clientSecret ? { clientSecret: s.clientSecret } : {}),
        }
      : {}),
  };
}

interface Props {
  value: SignInState;
  onChange(next: SignInState): void;
  existing?: Counterparty;
}

export function SignInFields({ value, onChange, existing }: Props) {
  const t = useT();
  const id = useId();
  const set = <K extends keyof SignInState>(key: K) => ({
    value: value[key],
    onChange: (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value }),
  });
  // A key set before counts only for the sign-ins that use one.
  const keySet = existing?.hasToken && (existing.auth === 'bearer' || existing.auth === 'header');
  const secretSet = existing?.hasClientSecret && existing.auth === 'oauth2';
  return (
    <fieldset className="sign-in">
      <legend>{t('signIn.legend')}</legend>
      <div className="choices">
        {signIns.map((kind) => (
          <label key={kind} className="check">
            <input
              type="radio"
              name={`${id}-sign-in`}
              checked={value.auth === kind}
              onChange={() => onChange({ ...value, auth: kind })}
            />{' '}
            {t(`signIn.${kind}`)}
          </label>
        ))}
      </div>
      {value.auth === 'header' ? (
        <div className="field">
          <label>
            {t('signIn.headerName')}
            <input {...set('headerName')} required aria-describedby={`${id}-header-hint`} />
          </label>
          <p className="hint" id={`${id}-header-hint`}>
            {t('signIn.headerName.hint')}
          </p>
        </div>
      ) : null}
      {value.auth === 'bearer' || value.auth === 'header' ? (
        <div className="field">
          <label>
            {t('cpf.key')}
            <input
              type="password"
              autoComplete="off"
              {...set('token')}
              placeholder={keySet ? t('cpf.key.set') : undefined}
              required={!keySet}
              aria-describedby={`${id}-key-hint`}
            />
          </label>
          <p className="hint" id={`${id}-key-hint`}>
            {t('cpf.key.hint')}
          </p>
        </div>
      ) : null}
      {value.auth === 'oauth2' ? (
        <>
          <div className="field">
            <label>
              {t('signIn.tokenUrl')}
              <input
                type="url"
                {...set('tokenUrl')}
                required={value.issuer.trim() === ''}
                aria-describedby={`${id}-token-url-hint`}
              />
            </label>
            <p className="hint" id={`${id}-token-url-hint`}>
              {t('signIn.tokenUrl.hint')}
            </p>
          </div>
          <label>
            {t('signIn.clientId')}
            <input {...set('clientId')} autoComplete="off" required />
          </label>
          <label>
            {t('signIn.clientSecret')}
            <input
              type="password"
              autoComplete="off"
              {...set('clientSecret')}
              placeholder={secretSet ? t('signIn.clientSecret.set') : undefined}
              required={!secretSet}
            />
          </label>
          <label>
            {t('signIn.scope')}
            <input {...set('scope')} />
          </label>
          <details className="more-sign-in" open={value.issuer !== '' || value.audience !== ''}>
            <summary>{t('signIn.more')}</summary>
            <label>
              {t('signIn.issuer')}
              <input type="url" {...set('issuer')} />
            </label>
            <label>
              {t('signIn.audience')}
              <input {...set('audience')} />
            </label>
            <label>
              {t('signIn.clientAuth')}
              <select {...set('clientAuth')}>
                <option value="basic">{t('signIn.clientAuth.basic')}</option>
                <option value="post">{t('signIn.clientAuth.post')}</option>
              </select>
            </label>
          </details>
        </>
      ) : null}
    </fieldset>
  );
}
