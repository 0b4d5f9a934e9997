// Placements: every worker placed at a customer, searchable by worker, customer and period, running and
// ended; added by hand (the placement form) or from a spreadsheet (with a template to start from),
// which is shown row by row before anything is stored.
import { useCallback, useState } from 'react';
import type { PlacementImportPreview } from '../../shared/api/placement-types.ts';
import type { PlacementView } from '../../shared/api/types.ts';
import { decodeSpreadsheet } from '../../shared/text/csv.ts';
import { today } from '../../shared/timecard/calendar.ts';
import { call, callFile } from '../api/call.ts';
import { pickFiles, saveFile } from '../api/files.ts';
import { customerName } from '../components/customer-name.ts';
import { type ListLayout, ListPage, useListRows } from '../components/list-page.tsx';
import { useCounterparties } from '../components/use-counterparties.ts';
import { useDebounced } from '../components/use-debounced.ts';
import { useFormats, useLanguage, useT } from '../i18n/intl.tsx';
import { CustomerSelect } from '../placements/customer-select.tsx';
import { ImportPreview } from '../placements/import-preview.tsx';
import { periodText } from '../placements/period-text.ts';
import { href } from '../router.ts';
import './placements.css';

type Show = 'exclude' | 'include' | 'only';

/** Running, starting later, ended or withdrawn, as of today. */
export function placementState(p: PlacementView): 'active' | 'upcoming' | 'ended' | 'withdrawn' {
  if (p.withdrawn) return 'withdrawn';
  const day = today();
  if (p.end !== undefined && p.end < day) return 'ended';
  return p.start > day ? 'upcoming' : 'active';
}

function PlacementRow({ p, customer }: { p: PlacementView; customer: string }) {
  const t = useT();
  const f = useFormats();
  const state = placementState(p);
  return (
    <div className="row-cells">
      <a href={href('placements', p.id)}>{p.worker.name || p.assignmentId.value}</a>
      <span>{customer}</span>
      <span>{p.position ?? ''}</span>
      <span>{periodText(t, f, p)}</span>
      <span>
        <span className={`badge ${state === 'active' ? 'ok' : 'muted'}`}>
          {t(`placements.state.${state}`)}
        </span>{' '}
        {p.issues.length > 0 ? (
          <span className="badge warn">{t('placements.state.problems', { count: p.issues.length })}</span>
        ) : null}
      </span>
      <span>{f.dateTime(p.updatedAt)}</span>
    </div>
  );
}

/** Who, where, as what, for how long, how it stands, and when it last changed. */
const layout: ListLayout<PlacementView> = {
  name: 'placements',
  words: {
    heading: 'placements.heading',
    label: 'placements.list',
    empty: 'placements.none',
    noMatch: 'placements.noMatch',
  },
  columns: [
    'placements.col.worker',
    'placements.col.customer',
    'placements.col.position',
    'placements.col.period',
    'placements.col.state',
    'placements.col.changed',
  ],
  rowKey: (p) => p.id,
};

export function PlacementsPage() {
  const t = useT();
  const { language } = useLanguage();
  const { counterparties } = useCounterparties();
  const [text, setText] = useState('');
  const [customer, setCustomer] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [show, setShow] = useState<Show>('exclude');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const q = useDebounced(text.trim(), 100);
  const query = { q, customer, from, to, ended: show === 'exclude' ? undefined : show };
  const list = useListRows(
    'GET /placements',
    query,
    (e) => e.type === 'placement' || (e.type === 'resource' && e.collection.includes('assignment')),
  );

  const [sheet, setSheet] = useState<{ file: string; text: string; preview: PlacementImportPreview }>();
  const importSheet = async () => {
    const [file] = await pickFiles({
      title: t('placements.import'),
      extensions: ['csv', 'txt'],
      multiple: false,
    });
    if (!file) return;
    setBusy(true);
    setNotice('');
    setError('');
    setSheet(undefined);
    try {
      const text = decodeSpreadsheet(file.bytes);
      const preview = await call('POST /placements/import/preview', { body: { text } });
      setSheet({ file: file.name, text, preview });
    } catch (e) {
      setError(t('placements.importFailed', { reason: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  const template = async () => {
    const res = await callFile('GET /placements/template', { query: { language } });
    await saveFile(
      language === 'nl' ? 'plaatsingen.csv' : 'placements.csv',
      new Uint8Array(await res.arrayBuffer()),
    );
  };
  const renderRow = useCallback(
    (p: PlacementView) => <PlacementRow p={p} customer={customerName(counterparties, p.counterparty)} />,
    [counterparties],
  );
  return (
    <ListPage layout={layout} list={list} renderRow={renderRow}>
      <div className="toolbar">
        <a className="button primary" href={href('placements', 'new')}>
          {t('placements.new')}
        </a>
        <span className="toolbar-gap" />
        <button type="button" onClick={importSheet} disabled={busy}>
          {busy ? t('placements.importing') : t('placements.import')}
        </button>
        <button type="button" onClick={() => template().catch((e: Error) => setError(e.message))}>
          {t('placements.template')}
        </button>
      </div>
      <div className="toolbar">
        <input
          type="search"
          aria-label={t('placements.search')}
          placeholder={t('placements.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <CustomerSelect
          label={t('placements.customer')}
          any={t('placements.allCustomers')}
          value={customer}
          onChange={setCustomer}
        />
        <label>
          {t('placements.from')} <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('placements.to')} <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <label>
          {t('placements.show')}{' '}
          <select value={show} onChange={(e) => setShow(e.target.value as Show)}>
            <option value="exclude">{t('placements.show.exclude')}</option>
            <option value="include">{t('placements.show.include')}</option>
            <option value="only">{t('placements.show.only')}</option>
          </select>
        </label>
      </div>
      {sheet ? (
        <ImportPreview
          key={sheet.text}
          {...sheet}
          onDone={({ created, updated, unchanged, skipped }) => {
            setSheet(undefined);
            setNotice(t('sheet.done', { created, updated, unchanged, skipped }));
          }}
          onCancel={() => {
            setSheet(undefined);
            setNotice(t('sheet.cancelled'));
          }}
        />
      ) : null}
      <p role="status" className="muted">
        {notice}
      </p>
      {error ? (
        <p role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </ListPage>
  );
}
