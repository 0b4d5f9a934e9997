// Settings › Data folder and backups: where the Workbench's one data file is, and the backups beside it.
import { useEffect, useId, useState } from 'react';
import type { DataInfo } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { When } from '../components/when.tsx';
import { LocalError } from '../errors/error-text.tsx';
import { useFormats, useT } from '../i18n/intl.tsx';

export function DataFolder() {
  const t = useT();
  const f = useFormats();
  const id = useId();
  const [data, setData] = useState<DataInfo>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    call('GET /data').then(setData, setError);
  }, []);
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
