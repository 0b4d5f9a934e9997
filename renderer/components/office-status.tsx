// The status bar's office indicator: whether this Workbench receives through its office server, shown
// only where one is set up; asked again whenever the management API tells how the office's feed was
// read (after each pull, and when the office is removed), and every minute for what was told while
// the event stream was reconnecting.
import { useCallback, useEffect, useState } from 'react';
import type { OfficeView } from '../../shared/api/contract.ts';
import { call } from '../api/call.ts';
import { useT } from '../i18n/intl.tsx';
import { href } from '../router.ts';
import { useOfficeWords } from './office-words.ts';
import { useApiEvents } from './use-api-events.ts';

const ASK_EVERY_MS = 60_000;

export function OfficeStatus() {
  const t = useT();
  const [office, setOffice] = useState<OfficeView>();
  const detail = useOfficeWords(office);
  const ask = useCallback(() => {
    call('GET /office').then(setOffice, () => setOffice(undefined));
  }, []);
  useEffect(() => {
    ask();
    const timer = setInterval(ask, ASK_EVERY_MS);
    return () => clearInterval(timer);
  }, [ask]);
  useApiEvents((event) => {
    if (event.type === 'office') ask();
  });
  if (!office || office.state === 'off') return null;
  return (
    <a
      href={href('settings')}
      className={`connectivity ${office.state === 'connected' ? 'online' : 'offline'}`}
      title={detail}
    >
      {t(`office.badge.${office.state}`)}
    </a>
  );
}
