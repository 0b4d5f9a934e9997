// The window: navigation on the left, the sync status at the top, the page the address names. The
// focus follows a move to another page (to its heading), the shortcuts work everywhere, and arrivals
// are counted beside the Inbox and told by notification while the window is in the background.
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useUnread } from './arrivals/unread.ts';
import { useArrivalNotices } from './arrivals/use-arrivals.ts';
import { onShortcutKey } from './components/shortcuts.ts';
import { StatusBar } from './components/status-bar.tsx';
import { StoreProblem } from './components/store-problem.tsx';
import { useT } from './i18n/intl.tsx';
import { DraftsPage } from './pages/drafts.tsx';
import { InboxPage } from './pages/inbox.tsx';
import { OutboxPage } from './pages/outbox.tsx';
import { PlacementsPage } from './pages/placements.tsx';
import { SentPage } from './pages/sent.tsx';
import { loadWeekCode } from './pages/week-code.ts';
import { href, type Route, useRoute } from './router.ts';

/**
 * Pages the clerk opens now and then are loaded when first opened: the message editor alone brings
 * every schema, and the readable views their words, which the first page shown (the week, a list)
 * would otherwise parse too. The lists stay in the app's chunk, so opening the app at one waits for
 * no second request; the week (with the first start) is a chunk of its own, which main.tsx loads
 * beside the app's when the window opens at it.
 */
function lazyPage<P>(load: () => Promise<Record<string, unknown>>, name: string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
}
const HomePage = lazyPage<object>(loadWeekCode, 'HomePage');
const WeekPage = lazyPage<{ week?: string; focus?: string }>(loadWeekCode, 'WeekPage');
const CounterpartiesPage = lazyPage<{ adding: boolean }>(
  () => import('./pages/counterparties.tsx'),
  'CounterpartiesPage',
);
const DraftEditorPage = lazyPage<{ id: string }>(() => import('./pages/draft-editor.tsx'), 'DraftEditorPage');
const HelpPage = lazyPage<object>(() => import('./pages/help.tsx'), 'HelpPage');
const InvoicePage = lazyPage<{ id: string }>(() => import('./pages/invoice.tsx'), 'InvoicePage');
const InvoiceRunPage = lazyPage<object>(() => import('./pages/invoice-run.tsx'), 'InvoiceRunPage');
const InvoicesPage = lazyPage<object>(() => import('./pages/invoices.tsx'), 'InvoicesPage');
const MessagePage = lazyPage<{ collection: string; id: string }>(
  () => import('./pages/message.tsx'),
  'MessagePage',
);
const PlacementEditorPage = lazyPage<{ id: string; order?: { collection: string; id: string } }>(
  () => import('./pages/placement-editor.tsx'),
  'PlacementEditorPage',
);
const SentMessagePage = lazyPage<{ id: string }>(() => import('./pages/sent-message.tsx'), 'SentMessagePage');
const SettingsPage = lazyPage<object>(() => import('./pages/settings.tsx'), 'SettingsPage');

const sections = [
  ['week', 'nav.week'],
  ['placements', 'nav.placements'],
  ['invoices', 'nav.invoices'],
  ['inbox', 'nav.inbox'],
  ['drafts', 'nav.drafts'],
  ['outbox', 'nav.outbox'],
  ['sent', 'nav.sent'],
  ['counterparties', 'nav.counterparties'],
  ['settings', 'nav.settings'],
  ['help', 'nav.help'],
] as const;

function page({ page, params }: Route): ReactNode {
  switch (page) {
    case 'week':
      return <WeekPage week={params[0]} focus={params[1]} />;
    case 'placements':
      // `#/placements/new/order/<collection…>/<id>`: a placement on a received order.
      return params[0] ? (
        <PlacementEditorPage
          id={params[0]}
          order={
            params[0] === 'new' && params[1] === 'order' && params.length > 3
              ? { collection: params.slice(2, -1).join('/'), id: params.at(-1) as string }
              : undefined
          }
        />
      ) : (
        <PlacementsPage />
      );
    case 'invoices':
      // `#/invoices/run`: Factureren; `#/invoices/<id>`: one invoice.
      return params[0] === 'run' ? (
        <InvoiceRunPage />
      ) : params[0] ? (
        <InvoicePage key={params[0]} id={params[0]} />
      ) : (
        <InvoicesPage />
      );
    case 'inbox':
      return <InboxPage />;
    case 'drafts':
      return params[0] ? <DraftEditorPage id={params[0]} /> : <DraftsPage />;
    case 'outbox':
      return <OutboxPage />;
    case 'sent':
      return params[0] ? <SentMessagePage id={params[0]} /> : <SentPage />;
    case 'counterparties':
      return <CounterpartiesPage key={params[0] ?? ''} adding={params[0] === 'new'} />;
    case 'help':
      return <HelpPage />;
    case 'start':
      return <HomePage />;
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

/** How long a page may take to show its heading (its code loaded, its data fetched) and still get the focus. */
const HEADING_WAIT_MS = 10_000;

/**
 * After a move to another page, the focus goes to its heading once the page has shown it; a move on
 * before that gives up the wait. Answers what stops waiting.
 */
function focusHeading(): () => void {
  const content = document.getElementById('content');
  if (!content) return () => {};
  // The page left behind may still be in the document, hidden while the next one loads: only a shown
  // heading takes the focus.
  const focus = () => {
    const heading = [...content.querySelectorAll<HTMLElement>('h1')].find((h) => h.checkVisibility());
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
    return document.activeElement === heading;
  };
  if (focus()) return () => {};
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(content, { childList: true, subtree: true });
  return stop;
}

function InboxLink({ current }: { current: boolean }) {
  const t = useT();
  const { count, more } = useUnread();
  const shown = more ? '99+' : String(count);
  return (
    <a
      href={href('inbox')}
      aria-current={current ? 'page' : undefined}
      aria-label={count > 0 ? t('nav.inboxUnread', { count: shown }) : undefined}
    >
      {t('nav.inbox')}
      {count > 0 ? (
        <span className="unread-badge" aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </a>
  );
}

/**
 * The notices follow every step of a sync; kept in a component of their own, a step renders this
 * nothing again rather than the whole window, with every row of the page shown.
 */
function ArrivalNotices() {
  useArrivalNotices();
  return null;
}

export function App() {
  const route = useRoute();
  const t = useT();
  useEffect(() => {
    window.addEventListener('keydown', onShortcutKey);
    return () => window.removeEventListener('keydown', onShortcutKey);
  }, []);
  const place = `${route.page}/${route.params.join('/')}`;
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `place` is what a move to another page changes
  useEffect(() => {
    // On opening the window the focus stays at the top, where the skip link is the first stop.
    if (first.current) {
      first.current = false;
      return;
    }
    return focusHeading();
  }, [place]);
  return (
    <div className="app">
      <ArrivalNotices />
      {/* The page's own content, past the navigation, in one Tab from the top. */}
      <button type="button" className="skip-link" onClick={skipToContent}>
        {t('nav.skip')}
      </button>
      <nav className="sidebar" aria-label={t('nav.label')}>
        <div className="brand">{t('app.name')}</div>
        <ul>
          {sections.map(([id, label]) => (
            <li key={id}>
              {id === 'inbox' ? (
                <InboxLink current={route.page === id} />
              ) : (
                <a href={href(id)} aria-current={route.page === id ? 'page' : undefined}>
                  {t(label)}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="main">
        <StatusBar />
        <StoreProblem />
        <main className="content" id="content" tabIndex={-1}>
          <Suspense fallback={null}>{page(route)}</Suspense>
        </main>
      </div>
    </div>
  );
}

/** The skip link is a button: the address's hash belongs to the router, so focus is moved here. */
function skipToContent(): void {
  document.getElementById('content')?.focus();
}
