// The floor of the UI's start (bench/ui.ts): the least a Vite + React page with react-intl does to show
// a list: one fetch of 30 rows, each with a message and a date in the locale's words, and a search box
// enabled once they are there (what bench/ui.ts waits for on the Drafts page).
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedDate, IntlProvider, useIntl } from 'react-intl';

interface Row {
  id: string;
  title: string;
  summary: string;
  updatedAt: string;
}

const messages = {
  title: 'Drafts',
  search: 'Search drafts',
  row: '{title}: {summary}',
  count: '{count, plural, one {# draft} other {# drafts}}',
};

function Drafts() {
  const intl = useIntl();
  const [rows, setRows] = useState<Row[]>();
  useEffect(() => {
    fetch('/api/rows')
      .then((res) => res.json())
      .then(setRows);
  }, []);
  return (
    <main>
      <h1>{intl.formatMessage({ id: 'title' })}</h1>
      <input type="search" aria-label={intl.formatMessage({ id: 'search' })} disabled={!rows} />
      <p>{intl.formatMessage({ id: 'count' }, { count: rows?.length ?? 0 })}</p>
      <ul aria-label={intl.formatMessage({ id: 'title' })}>
        {rows?.map((row) => (
          <li key={row.id}>
            {intl.formatMessage({ id: 'row' }, { title: row.title, summary: row.summary })}{' '}
            <FormattedDate value={row.updatedAt} dateStyle="medium" timeStyle="short" />
          </li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <IntlProvider locale="en" messages={messages}>
    <Drafts />
  </IntlProvider>,
);
