// The window: navigation on the left, the sync status at the top, the page the address names.
import type { ReactNode } from 'react';
import { StatusBar } from './components/status-bar.tsx';
import { useT } from './i18n/intl.tsx';
import { CounterpartiesPage } from './pages/counterparties.tsx';
import { DraftEditorPage } from './pages/draft-editor.tsx';
import { DraftsPage } from './pages/drafts.tsx';
import { InboxPage } from './pages/inbox.tsx';
import { MessagePage } from './pages/message.tsx';
import { OutboxPage } from './pages/outbox.tsx';
import { PlacementEditorPage } from './pages/placement-editor.tsx';
import { PlacementsPage } from './pages/placements.tsx';
import { SentPage } from './pages/sent.tsx';
import { SettingsPage } from './pages/settings.tsx';
import { WeekPage } from './pages/week.tsx';
import { href, type Route, useRoute } from './router.ts';

const sections = [
  ['week', 'nav.week'],
  ['placements', 'nav.placements'],
  ['inbox', 'nav.inbox'],
  ['drafts', 'nav.drafts'],
  ['outbox', 'nav.outbox'],
  ['sent', 'nav.sent'],
  ['counterparties', 'nav.counterparties'],
  ['settings', 'nav.settings'],
] as const;

function page({ page, params }: Route): ReactNode {
  switch (page) {
    case 'week':
      return <WeekPage week={params[0]} focus={params[1]} />;
    case 'placements':
      return params[0] ? <PlacementEditorPage id={params[0]} /> : <PlacementsPage />;
    case 'inbox':
      return <InboxPage />;
    case 'drafts':
      return params[0] ? <DraftEditorPage id={params[0]} /> : <DraftsPage />;
    case 'outbox':
      return <OutboxPage />;
    case 'sent':
      return <SentPage />;
    case 'counterparties':
      return <CounterpartiesPage />;
    case 'settings':
      return <SettingsPage />;
    case 'messages':
      return <MessagePage collection={params.slice(0, -1).join('/')} id={params.at(-1) ?? ''} />;
    default:
      return <MissingPage />;
  }
}

function MissingPage() {
  return <p role="alert">{useT()('page.missing')}</p>;
}

export function App() {
  const route = useRoute();
  const t = useT();
  return (
    <div className="app">
      {/* The page's own content, past the navigation, in one Tab from the top. */}
      <button type="button" className="skip-link" onClick={skipToContent}>
        {t('nav.skip')}
      </button>
      <nav className="sidebar" aria-label={t('nav.label')}>
        <div className="brand">{t('app.name')}</div>
        <ul>
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={href(id)} aria-current={route.page === id ? 'page' : undefined}>
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="main">
        <StatusBar />
        <main className="content" id="content" tabIndex={-1}>
          {page(route)}
        </main>
      </div>
    </div>
  );
}

/** The skip link is a button: the address's hash belongs to the router, so focus is moved here. */
function skipToContent(): void {
  document.getElementById('content')?.focus();
}
