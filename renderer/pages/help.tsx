// Help: the keyboard shortcuts and how sending works, in a few words.
import { shortcutKeys } from '../components/shortcuts.ts';
import { useT } from '../i18n/intl.tsx';
import { href } from '../router.ts';

export function HelpPage() {
  const t = useT();
  const keys = (combo: string) =>
    combo.replace('Control', 'Ctrl').replace('PageUp', 'Page Up').replace('PageDown', 'Page Down').split('+');
  const rows: [string[], string][] = [
    [keys(shortcutKeys.new), t('help.new')],
    [keys(shortcutKeys.save), t('help.save')],
    [keys(shortcutKeys.sync), t('help.sync')],
    [keys(shortcutKeys.queue), t('week.help.queue')],
    [keys(shortcutKeys.previousWeek), t('week.help.previousWeek')],
    [keys(shortcutKeys.nextWeek), t('week.help.nextWeek')],
    [keys(shortcutKeys.find), t('week.help.find')],
    [[t('help.tab')], t('help.skip')],
  ];
  return (
    <section className="help-page" aria-labelledby="help-heading">
      <h1 id="help-heading">{t('help.heading')}</h1>
      <h2>{t('help.shortcuts')}</h2>
      <table className="shortcuts">
        <caption className="visually-hidden">{t('help.shortcuts')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('help.key')}</th>
            <th scope="col">{t('help.does')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([combo, does]) => (
            <tr key={does}>
              <td>
                {combo.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? ' + ' : ''}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </td>
              <td>{does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('help.grid')}</p>
      <h2>{t('help.sending')}</h2>
      <p>{t('help.sending.text')}</p>
      <h2>{t('help.invoices')}</h2>
      <p>{t('help.invoices.text')}</p>
      <p>
        <a href={href('start')}>{t('nav.start')}</a>
      </p>
    </section>
  );
}
