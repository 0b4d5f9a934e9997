// The first start: instead of an empty list, what to set up before the first timecard goes out (My
// agency, the first customer, the first placement), each ticked off as it is done. Once all are, the
// home page is the week's hours.
import { useEffect, useState } from 'react';
import { call } from '../api/call.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import type { MessageKey } from '../i18n/catalog.ts';
import { useT } from '../i18n/intl.tsx';
import { href } from '../router.ts';

interface Setup {
  agency: boolean;
  customer: boolean;
  placement: boolean;
}

/** What is set up, asked of the server; undefined until it answered. */
export function useSetup(): Setup | undefined {
  const [setup, setSetup] = useState<Setup>();
  const [asked, setAsked] = useState(0);
  useApiEvents((e) => {
    if (e.type === 'counterparty' || e.type === 'placement') setAsked((n) => n + 1);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` counts the events that may change it
  useEffect(() => {
    let live = true;
    Promise.all([
      call('GET /agency'),
      call('GET /counterparties'),
      call('GET /placements', { query: { limit: 1, ended: 'include' } }),
    ]).then(
      ([agency, counterparties, placements]) =>
        live &&
        setSetup({
          agency: agency.name.trim() !== '',
          customer: counterparties.length > 0,
          placement: placements.items.length > 0,
        }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [asked]);
  return setup;
}

const steps: [keyof Setup, MessageKey, MessageKey, string][] = [
  ['agency', 'start.agency', 'start.agency.why', href('settings')],
  ['customer', 'start.customer', 'start.customer.why', href('counterparties', 'new')],
  ['placement', 'start.placement', 'start.placement.why', href('placements', 'new')],
];

export function StartPage({ setup }: { setup: Setup }) {
  const t = useT();
  const done = steps.every(([key]) => setup[key]);
  return (
    <section className="start-page" aria-labelledby="start-heading">
      <h1 id="start-heading">{t('start.heading')}</h1>
      <p>{done ? t('start.allDone') : t('start.intro')}</p>
      <ol className="checklist">
        {steps.map(([key, title, why, to]) => (
          <li key={key} className={setup[key] ? 'done' : 'todo'}>
            <span className={`badge ${setup[key] ? 'ok' : 'muted'}`}>
              {setup[key] ? t('start.done') : t('start.todo')}
            </span>{' '}
            <a href={to}>{t(title)}</a>
            <p className="muted">{t(why)}</p>
          </li>
        ))}
      </ol>
      {done ? (
        <a className="button primary" href={href('week')}>
          {t('start.toHours')}
        </a>
      ) : null}
    </section>
  );
}
