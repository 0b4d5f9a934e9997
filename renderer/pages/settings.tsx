// Settings: what this window can truthfully tell about the workbench it talks to. The data directory,
// role and listen address are options of `serve` (or the desktop app) that the API does not expose, so
// they are named as the commands that set them rather than guessed.
import { version } from '../../package.json';
import { families } from '../../shared/registry.ts';
import { AgencyForm } from '../settings/agency-form.tsx';
import { Backups } from '../settings/backups.tsx';
import { LanguageSelect } from '../settings/language-select.tsx';
import { TypeNames } from '../settings/type-names.tsx';
import './settings.css';

export function SettingsPage() {
  return (
    <section className="settings-page" aria-labelledby="settings-heading">
      <h1 id="settings-heading">Settings</h1>
      <AgencyForm />
      <LanguageSelect />
      <TypeNames />
      <Backups />
      <h2>About</h2>
      <p>SETU Workbench {version}.</p>
      <table className="families">
        <caption>Message families this version handles</caption>
        <thead>
          <tr>
            <th scope="col">Family</th>
            <th scope="col">Versions</th>
            <th scope="col">Collections</th>
          </tr>
        </thead>
        <tbody>
          {families.map((f) => (
            <tr key={f.name}>
              <th scope="row">{f.title}</th>
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
      <h2>Server</h2>
      <p>
        This window talks to the workbench server at <code>{window.location.origin}</code>. Its role, data
        directory and listen address are set when it starts:{' '}
        <code>setu-workbench serve --role … --data …</code>.
      </p>
      <h2>Signing in</h2>
      <p>
        A browser signs in with the address <code>setu-workbench serve</code> prints; the sign-in lasts for
        this tab. <code>setu-workbench token --data &lt;directory&gt;</code> prints the token again.
      </p>
    </section>
  );
}
