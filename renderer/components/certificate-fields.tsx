// The relation form's certificates, folded away unless set: ours for systems that let in only who
// shows one (a PKCS#12 file with its passphrase, or a PEM certificate and key), and the CA of a system
// the computer does not trust by itself. Files are chosen with the file picker and their contents sent
// to the store, which keeps them (a path would be lost with the file); what is set shows as a name and
// a date, never as the file.
import { useId } from 'react';
import type { CounterpartySettings } from '../../shared/api/contract.ts';
import { pickFiles } from '../api/files.ts';
import { useFormats, useT } from '../i18n/intl.tsx';
import type { Counterparty } from './use-counterparties.ts';

interface Picked {
  name: string;
  /** PEM text, or a PKCS#12 file in base64. */
  content: string;
}

export interface CertificateState {
  pkcs12?: Picked;
  pem?: Picked;
  key?: Picked;
  passphrase: string;
  removeOurs: boolean;
  ca?: Picked;
  removeCa: boolean;
}

export const initialCertificates = (): CertificateState => ({
  passphrase: '',
  removeOurs: false,
  removeCa: false,
});

/** What the form sends of the certificates: only what was chosen or removed now. */
export function certificateSettings(s: CertificateState): CounterpartySettings {
  const passphrase = s.passphrase ? { passphrase: s.passphrase } : {};
  const ours = s.removeOurs
    ? { clientCertificate: null }
    : s.pkcs12
      ? { clientCertificate: { pkcs12: s.pkcs12.content, ...passphrase } }
      : s.pem || s.key
        ? { clientCertificate: { pem: s.pem?.content ?? '', key: s.key?.content ?? '', ...passphrase } }
        : {};
  const ca = s.removeCa ? { ca: null } : s.ca ? { ca: s.ca.content } : {};
  return { ...ours, ...ca };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

interface Props {
  value: CertificateState;
  onChange(next: CertificateState): void;
  existing?: Counterparty;
}

export function CertificateFields({ value, onChange, existing }: Props) {
  const t = useT();
  const { day } = useFormats();
  const id = useId();
  const choose = async (slot: 'pkcs12' | 'pem' | 'key' | 'ca', extensions: string[]) => {
    const [file] = await pickFiles({ title: t('cert.pick'), extensions, multiple: false });
    if (!file) return;
    const content = slot === 'pkcs12' ? base64(file.bytes) : new TextDecoder().decode(file.bytes);
    // A PKCS#12 file replaces a PEM pair being chosen, and the other way round.
    const mine =
      slot === 'pkcs12' ? { pem: undefined, key: undefined } : slot === 'ca' ? {} : { pkcs12: undefined };
    onChange({ ...value, ...mine, [slot]: { name: file.name, content } });
  };
  const cert = existing?.clientCertificate;
  const current = !cert
    ? t('cert.none')
    : cert.format === 'pkcs12' || !cert.subject
      ? t('cert.setPkcs12')
      : t('cert.set', { subject: cert.subject, validTo: cert.validTo ? day(cert.validTo.slice(0, 10)) : '' });
  const chosen = [value.pkcs12, value.pem, value.key].filter((p): p is Picked => p !== undefined);
  return (
    <details className="certificates" open={Boolean(cert || existing?.trustedCa)}>
      <summary>{t('cert.summary')}</summary>
      <fieldset>
        <legend>{t('cert.ours')}</legend>
        <p className="hint">{t('cert.ours.hint')}</p>
        <p>{current}</p>
        <div className="toolbar">
          <button type="button" onClick={() => choose('pkcs12', ['p12', 'pfx'])}>
            {t('cert.choosePkcs12')}
          </button>
          <button type="button" onClick={() => choose('pem', ['pem', 'crt', 'cer'])}>
            {t('cert.chooseCert')}
          </button>
          <button type="button" onClick={() => choose('key', ['pem', 'key'])}>
            {t('cert.chooseKey')}
          </button>
        </div>
        {chosen.map((p) => (
          <p key={p.name} className="note">
            {t('cert.chosen', { file: p.name })}
          </p>
        ))}
        <label>
          {t('cert.passphrase')}
          <input
            type="password"
            autoComplete="off"
            value={value.passphrase}
            onChange={(e) => onChange({ ...value, passphrase: e.target.value })}
          />
        </label>
        {cert ? (
          <label className="check">
            <input
              type="checkbox"
              checked={value.removeOurs}
              onChange={(e) => onChange({ ...value, removeOurs: e.target.checked })}
            />{' '}
            {t('cert.remove')}
          </label>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>{t('cert.ca')}</legend>
        <p className="hint" id={`${id}-ca-hint`}>
          {t('cert.ca.hint')}
        </p>
        {existing?.trustedCa ? <p>{t('cert.ca.set', { names: existing.trustedCa.join(', ') })}</p> : null}
        <button
          type="button"
          onClick={() => choose('ca', ['pem', 'crt', 'cer'])}
          aria-describedby={`${id}-ca-hint`}
        >
          {t('cert.chooseCa')}
        </button>
        {value.ca ? <p className="note">{t('cert.chosen', { file: value.ca.name })}</p> : null}
        {existing?.trustedCa ? (
          <label className="check">
            <input
              type="checkbox"
              checked={value.removeCa}
              onChange={(e) => onChange({ ...value, removeCa: e.target.checked })}
            />{' '}
            {t('cert.ca.remove')}
          </label>
        ) : null}
      </fieldset>
    </details>
  );
}
