// Settings: the agency, the language, the names of hour and allowance types, notifications, the data
// folder and its backups; what only integrators need (API paths, the command line) is folded away at
// the end.
import { version } from '../../package.json';
import { useT } from '../i18n/intl.tsx';
import { AgencyForm } from '../settings/agency-form.tsx';
import { LanguageSelect } from '../settings/language-select.tsx';
import { OfficeServer } from '../settings/office-server.tsx';
import { TypeNames } from '../settings/type-names.tsx';
import { DataFolder } from '../settings-page/data-folder.tsx';
import { Integrators } from '../settings-page/integrators.tsx';
import { Notifications } from '../settings-page/notifications.tsx';
import './settings.css';

export function SettingsPage() {
  const t = useT();
  return (
    <section className="settings-page" aria-labelledby="settings-heading">
      <h1 id="settings-heading">{t('settings.heading')}</h1>
      <AgencyForm />
      <LanguageSelect />
      <TypeNames />
      <Notifications />
      <DataFolder />
      <OfficeServer />
      <h2>{t('settings.about')}</h2>
      <p>{t('settings.version', { version })}</p>
      <Integrators />
    </section>
  );
}
