// Settings › Office server: the address of the agency's office server and this computer's key, so
// that what customers send to the office reaches this Workbench's Inbox; how the last fetch went, and
// a fetch now.
import { type FormEvent, useEffect, useState } from 'react';
import type { OfficeView } from '../../shared/api/contract.ts';
import { call } from '../api/call.ts';
import { useOfficeWords } from '../components/office-words.ts';
import { LocalError } from '../errors/error-text.tsx';
import { useT } from '../i18n/intl.tsx';

export function OfficeServer() {
  const t = useT();
  const [office, setOffice] = useState<OfficeView>();
  const [url, setUrl] = useState('');
  const [key, setKey] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const state = useOfficeWords(office);
  useEffect(() => {
    call('GET /office').then((view) => {
      setOffice(view);
      setUrl(view.url ?? '');
    }, setError);
  }, []);
  // A press while the office is asked is ignored (see the buttons below).
  const run = async (work: () => Promise<OfficeView | undefined>) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const view = await work();
      if (view) setOffice(view);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const view = await call('PUT /office', { body: { url, ...(key ? { key } : {}) } });
      setKey('');
      return view;
    });
  };
  const remove = () =>
    run(async () => {
      await call('DELETE /office');
      setUrl('');
      return call('GET /office');
    });
  return (
    <section aria-labelledby="office-heading">
      <h2 id="office-heading">{t('office.heading')}</h2>
      <p>{t('office.text')}</p>
      <form className="office-form" onSubmit={save}>
        <label>
          {t('office.url')}
          <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} required />
        </label>
        <label>
          {t('office.key')}
          <input type="password" value={key} onChange={(e) => setKey(e.target.value)} autoComplete="off" />
        </label>
        {office?.hasKey ? <p className="hint">{t('office.keySet')}</p> : null}
        {/* Marked busy rather than disabled, as in SaveBar: a disabled button drops the keyboard focus
            to the page, and the clerk goes on from the button pressed once the office has answered. */}
        <div className="toolbar">
          <button type="submit" className="primary" aria-disabled={busy || undefined}>
            {t('office.save')}
          </button>
          <button
            type="button"
            onClick={() => run(() => call('POST /office/pull'))}
            aria-disabled={busy || undefined}
            disabled={!office?.url}
          >
            {t('office.pull')}
          </button>
          <button type="button" onClick={remove} aria-disabled={busy || undefined} disabled={!office?.url}>
            {t('office.remove')}
          </button>
        </div>
      </form>
      <p role="status">{busy ? t('office.busy') : state}</p>
      {error ? <LocalError error={error} /> : null}
    </section>
  );
}
