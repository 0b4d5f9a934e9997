// Settings › Notifications: whether the Workbench may tell about arrivals and failed sending while
// the clerk works in another window, and the button that asks the browser.
import { useId, useState } from 'react';
import { askPermission, notificationPermission } from '../arrivals/notify.ts';
import { useT } from '../i18n/intl.tsx';

export function Notifications() {
  const t = useT();
  const id = useId();
  const [permission, setPermission] = useState(notificationPermission);
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('settings.notify')}</h2>
      <p>{t('settings.notify.text')}</p>
      {permission === 'granted' ? <p role="status">{t('settings.notify.on')}</p> : null}
      {permission === 'denied' ? <p role="status">{t('settings.notify.off')}</p> : null}
      {permission === 'unsupported' ? <p role="status">{t('settings.notify.none')}</p> : null}
      {permission === 'default' ? (
        <button type="button" onClick={() => void askPermission().then(setPermission)}>
          {t('settings.notify.ask')}
        </button>
      ) : null}
    </section>
  );
}
