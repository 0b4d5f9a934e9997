// Settings › Data folder and backups: where the Workbench's one data file is, the backups beside it, a
// backup copy saved where the clerk chooses, a restore from one (checked by the server, put in place
// when it starts again), and in the desktop app the data and log folders opened in the file manager.
import { useEffect, useId, useState } from 'react';
import type { DataInfo } from '../../shared/api/types.ts';
import { call, callFile } from '../api/call.ts';
import { pickFiles, saveFile } from '../api/files.ts';
import { When } from '../components/when.tsx';
import { LocalError } from '../errors/error-text.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';

export function DataFolder() {
  const t = useT();
  const f = useFormats();
  const id = useId();
  const [data, setData] = useState<DataInfo>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  useEffect(() => {
    call('GET /data').then(setData, setError);
  }, []);
  const act = (action: () => Promise<string>) => async () => {
    setBusy(true);
    setNote('');
    setError(undefined);
    try {
      setNote(await action());
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const saveCopy = act(async () => {
    const res = await callFile('GET /backups/copy', {});
    const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
    const saved = await saveFile(name ?? 'setu-workbench.sqlite', new Uint8Array(await res.arrayBuffer()));
    return saved ? t('settings.data.copied') : '';
  });
  const restore = act(async () => {
    const [file] = await pickFiles({
      title: t('settings.data.restoreTitle'),
      extensions: ['sqlite'],
      multiple: false,
    });
    if (!file || !window.confirm(t('settings.data.restoreConfirm'))) return '';
    const { restarting } = await call('POST /backups/restore', { body: new Blob([file.bytes as BlobPart]) });
    return restarting ? t('settings.data.restarting') : t('settings.data.restoreLater');
  });
  const open = (folder: 'data' | 'logs') =>
    act(async () => {
      await call('POST /desktop/open', { body: { folder } });
      return '';
    });
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('settings.data')}</h2>
      <p>{t('settings.data.text')}</p>
      {data ? (
        <dl className="facts">
          <dt>{t('settings.data.folder')}</dt>
          <dd>
            <code>{data.folder}</code>
          </dd>
        </dl>
      ) : null}
      <div className="toolbar">
        <button type="button" onClick={saveCopy} disabled={busy}>
          {busy ? t('settings.data.copying') : t('settings.data.copy')}
        </button>
        <button type="button" onClick={restore} disabled={busy}>
          {t('settings.data.restore')}
        </button>
        {/* Only the desktop app can show a folder in the file manager. */}
        {window.workbench ? (
          <>
            <button type="button" onClick={open('data')} disabled={busy}>
              {t('settings.data.open')}
            </button>
            <button type="button" onClick={open('logs')} disabled={busy}>
              {t('settings.data.openLogs')}
            </button>
          </>
        ) : null}
        <span role="status">{note}</span>
      </div>
      {error ? <LocalError error={error} /> : null}
      <h3>{t('settings.data.backups')}</h3>
      {data && data.backups.length === 0 ? <p className="muted">{t('settings.data.noBackups')}</p> : null}
      {data && data.backups.length > 0 ? (
        <table className="backups">
          <caption className="visually-hidden">{t('settings.data.backups')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('settings.data.col.name')}</th>
              <th scope="col">{t('settings.data.col.size')}</th>
              <th scope="col">{t('settings.data.col.made')}</th>
            </tr>
          </thead>
          <tbody>
            {data.backups.map((b) => (
              <tr key={b.name}>
                <td>
                  <code>{b.name}</code>
                </td>
                <td>{t('settings.data.size', { size: f.number(b.size / (1024 * 1024), 1) })}</td>
                <td>
                  <When iso={b.createdAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
