import { useT } from '../i18n/intl.tsx';

/** Shown when the page was opened without the sign-in token `serve` prints. */
export function SignedOut() {
  const t = useT();
  return (
    <main className="signed-out">
      <h1>{t('app.name')}</h1>
      <p>{t('signedOut.text')}</p>
      <p className="muted">
        {t('signedOut.integrator')} <code>setu-workbench token --data …</code>
      </p>
    </main>
  );
}
