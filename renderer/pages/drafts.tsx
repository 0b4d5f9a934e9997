// Drafts: start a new one, find one among many (search, customer, worker and week filters, kind; paged
// on the server into a virtualised list), see what each is about and what became of it, open,
// duplicate or delete it, and import SETU files by the picker or by dropping them on the page.
import { type DragEvent, useCallback, useState } from 'react';
import type { DraftListRow } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { pickFiles, readFiles } from '../api/files.ts';
import { DeliveryState } from '../components/delivery-state.tsx';
import { DigestCells } from '../components/digest-cells.tsx';
import { FamilySelect } from '../components/families.tsx';
import { type ImportAs, ImportResults, useFileImport } from '../components/file-import.tsx';
import { filterKey, ListFilters, noFilters, useListFilter } from '../components/list-filters.tsx';
import { useMessageTitle } from '../components/message-title.ts';
import { NewDraft } from '../components/new-draft.tsx';
import { usePagedList } from '../components/paged-list.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { VirtualList } from '../components/virtual-list.tsx';
import { When } from '../components/when.tsx';
import { LocalError } from '../errors/error-text.tsx';
import { useT } from '../i18n/intl.tsx';
import { href } from '../router.ts';
import './drafts.css';

function DraftRowCells({ draft, onError }: { draft: DraftListRow; onError(error: unknown): void }) {
  const t = useT();
  const title = useMessageTitle()(draft.family, draft.digest.documentId);
  const duplicate = () => call('POST /drafts/:id/duplicate', { params: { id: draft.id } }).catch(onError);
  const remove = () => {
    if (!window.confirm(t('drafts.deleteConfirm', { title }))) return;
    call('DELETE /drafts/:id', { params: { id: draft.id } }).catch(onError);
  };
  return (
    <div className="row-cells">
      <a href={href('drafts', draft.id)}>{title}</a>
      <DigestCells digest={draft.digest} />
      <span>
        <DeliveryState issueCount={draft.issueCount} delivery={draft.delivery} />
      </span>
      <When iso={draft.updatedAt} />
      <span className="row-actions">
        <button type="button" onClick={duplicate} aria-label={t('drafts.duplicateOf', { title })}>
          {t('drafts.duplicate')}
        </button>
        <button type="button" onClick={remove} aria-label={t('drafts.deleteOf', { title })}>
          {t('drafts.delete')}
        </button>
      </span>
    </div>
  );
}

export function DraftsPage() {
  const t = useT();
  const [filters, setFilters] = useState(noFilters);
  const [family, setFamily] = useState('');
  const [importAs, setImportAs] = useState<ImportAs>('draft');
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<unknown>();
  const filter = useListFilter(filters);
  const query = filterKey(filter, family ? { family } : {});
  const filtered = query !== '';
  const list = usePagedList<DraftListRow>(query, (cursor, limit) =>
    call('GET /lists/drafts', { query: { ...filter, ...(family ? { family } : {}), cursor, limit } }),
  );
  useApiEvents((e) => {
    if (e.type === 'draft' || e.type === 'outbox' || e.type === 'connected') list.refresh();
  });
  const fileImport = useFileImport();

  const choose = async () =>
    fileImport.importFiles(
      await pickFiles({ title: t('import.pickTitle'), extensions: ['json', 'xml'], multiple: true }),
      importAs,
    );
  const dragOver = (e: DragEvent) => {
    if (!e.dataTransfer.types.includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = async (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    await fileImport.importFiles(await readFiles(e.dataTransfer.files), importAs);
  };
  const renderRow = useCallback((d: DraftListRow) => <DraftRowCells draft={d} onError={setError} />, []);

  return (
    <section
      className={`list-page drafts-page${dragging ? ' dragging' : ''}`}
      aria-labelledby="drafts-heading"
      onDragOver={dragOver}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      <h1 id="drafts-heading">{t('drafts.heading')}</h1>
      <div className="toolbar">
        <NewDraft />
        <span className="toolbar-gap" />
        <button type="button" onClick={choose} disabled={fileImport.busy}>
          {fileImport.busy ? t('import.busy') : t('import.files')}
        </button>
        <select
          aria-label={t('import.as')}
          value={importAs}
          onChange={(e) => setImportAs(e.target.value as ImportAs)}
        >
          <option value="draft">{t('import.asDrafts')}</option>
          <option value="received">{t('import.asReceived')}</option>
        </select>
      </div>
      <div className="toolbar">
        <ListFilters value={filters} onChange={setFilters} searchLabel={t('drafts.search')} />
        <FamilySelect label={t('family.label')} value={family} onChange={setFamily} any />
        <span className="muted" role="status">
          {list.loaded ? '' : t('filter.loading')}
        </span>
      </div>
      <ImportResults fileImport={fileImport} />
      {error ? <LocalError error={error} /> : null}
      {list.failure ? <LocalError error={list.failure} /> : null}
      <div className="list-head" aria-hidden="true">
        <span>{t('col.message')}</span>
        <span>{t('col.worker')}</span>
        <span>{t('col.customer')}</span>
        <span>{t('col.period')}</span>
        <span>{t('col.total')}</span>
        <span>{t('col.state')}</span>
        <span>{t('col.updated')}</span>
        <span />
      </div>
      <VirtualList
        label={t('drafts.list')}
        items={list.items}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        rowKey={(d) => d.id}
        renderRow={renderRow}
        empty={list.loaded ? (filtered ? t('filter.noMatch') : t('drafts.empty')) : null}
      />
      <div className="drop-hint" aria-hidden="true">
        {importAs === 'draft' ? t('import.dropHint') : t('import.dropHintReceived')}
      </div>
    </section>
  );
}
