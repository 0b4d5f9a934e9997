// Settings › Backup and restore: a backup copy saved where the clerk chooses (the native dialog in the
// desktop app, a download in a browser), a restore from such a file (checked by the server first; the
// Workbench restarts with it), and the data and log folders opened in the file manager (desktop only).
import { useState } from 'react';
import { call, callFile } from '../api/call.ts';
import { pickFiles, saveFile } from '../api/files.ts';
import { useT } from '../i18n/intl.tsx';

export function Backups() {
  const t = useT();
  const [busy, setBusy] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const run = async (doing: string, work: () => Promise<string | undefined>) => {
    setBusy(doing);
    setStatus('');
    setError('');
    try {
      setStatus((await work()) ?? '');
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy('');
    }
  };
  const save = () =>
    run(t('backups.saving'), async () => {
      const res = await callFile('GET /backups/copy', {});
      const name =
        /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ??
        'setu-workbench.sqlite';
      return (await saveFile(name, new Uint8Array(await res.arrayBuffer())))
        ? t('backups.saved', { name })
        : undefined;
    });
  const restore = async () => {
    const [file] = await pickFiles({ title: t('backups.pick'), extensions: ['sqlite'], multiple: false });
    if (!file || !window.confirm(t('backups.confirm', { name: file.name }))) return;
    await run(t('backups.restoring'), async () => {
      const { restarting } = await call('POST /backups/restore', {
        body: new Blob([file.bytes as BlobPart]),
      });
      return restarting ? t('backups.restarting') : t('backups.restartServe');
    });
  };
  const open = (folder: 'data' | 'logs') =>
    run('', async () => {
      await call('POST /desktop/open', { body: { folder } });
      return undefined;
    });
  return (
    <section aria-labelledby="backups-heading">
      <h2 id="backups-heading">{t('backups.heading')}</h2>
      <p>{t('backups.text')}</p>
      <div className="toolbar">
        <button type="button" onClick={save} disabled={busy !== ''}>
          {t('backups.save')}
        </button>
        <button type="button" onClick={restore} disabled={busy !== ''}>
          {t('backups.restore')}
        </button>
        {window.workbench ? (
          <>
            <button type="button" onClick={() => open('data')}>
              {t('backups.openData')}
            </button>
            <button type="button" onClick={() => open('logs')}>
              {t('backups.openLogs')}
            </button>
          </>
        ) : null}
      </div>
      <p role="status">{busy || status}</p>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
