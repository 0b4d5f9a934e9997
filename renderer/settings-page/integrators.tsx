// Settings › For integrators: the message families with their API paths, the server this window talks
// to and how it is started, and signing in from the command line. Folded away: a clerk never needs it.
import { families } from '../../shared/messages/registry.ts';
import { useFamilyTitle } from '../components/families.tsx';
import { useT } from '../i18n/intl.tsx';

export function Integrators() {
  const t = useT();
  const title = useFamilyTitle();
  return (
    <details className="integrators">
      <summary>
        <h2>{t('settings.integrators')}</h2>
      </summary>
      <p className="muted">{t('settings.integrators.text')}</p>
      <table className="families">
        <caption>{t('settings.families')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('settings.col.family')}</th>
            <th scope="col">{t('settings.col.versions')}</th>
            <th scope="col">{t('settings.col.paths')}</th>
          </tr>
        </thead>
        <tbody>
          {families.map((f) => (
            <tr key={f.name}>
              <th scope="row">
                {title(f.name)} <code>{f.name}</code>
              </th>
              <td>{f.versions.map((v) => v.version).join(', ')}</td>
              <td>
                {f.endpoints.map((e) => (
                  <code key={e.path}>{e.path} </code>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('settings.server')}</h3>
      <p>
        {t('settings.server.text', { origin: window.location.origin })}{' '}
        <code>setu-workbench serve --role … --data …</code>
      </p>
      <h3>{t('settings.signIn')}</h3>
      <p>
        {t('settings.signIn.text')} <code>setu-workbench token --data …</code>
      </p>
    </details>
  );
}
