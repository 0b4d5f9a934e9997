// The window: navigation on the left, the sync status at the top, the page the address names.
import type { ReactNode } from 'react';
import { StatusBar } from './components/status-bar.tsx';
import { CounterpartiesPage } from './pages/counterparties.tsx';
import { DraftEditorPage } from './pages/draft-editor.tsx';
import { DraftsPage } from './pages/drafts.tsx';
import { InboxPage } from './pages/inbox.tsx';
import { MessagePage } from './pages/message.tsx';
import { OutboxPage } from './pages/outbox.tsx';
import { SentPage } from './pages/sent.tsx';
import { SettingsPage } from './pages/settings.tsx';
import { href, type Route, useRoute } from './router.ts';

const sections = [
  ['inbox', 'Inbox'],
  ['drafts', 'Drafts'],
  ['outbox', 'Outbox'],
  ['sent', 'Sent'],
  ['counterparties', 'Counterparties'],
  ['settings', 'Settings'],
] as const;

function page({ page, params }: Route): ReactNode {
  switch (page) {
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
      return <p role="alert">There is no page at this address.</p>;
  }
}

export function App() {
  const route = useRoute();
  return (
    <div className="app">
      <nav className="sidebar" aria-label="Sections">
        <div className="brand">SETU Workbench</div>
        <ul>
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={href(id)} aria-current={route.page === id ? 'page' : undefined}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="main">
        <StatusBar />
        <main className="content">{page(route)}</main>
      </div>
    </div>
  );
}
