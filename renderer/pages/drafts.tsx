// Drafts: start a new one, find one among many (search, customer, worker and week filters, kind; paged
// on the server into a virtualised list), see what each is about and what became of it, open,
// duplicate or delete it, and import SETU files by the picker or by dropping them on the page.
import { type DragEvent, type HTMLAttributes, useCallback, useState } from 'react';
import type { DraftListRow } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { pickFiles, readFiles } from '../api/files.ts';
import { DeliveryState } from '../components/delivery-state.tsx';
import { DigestCells, digestColumns } from '../components/digest-cells.tsx';
import { type ImportAs, ImportResults, useFileImport } from '../components/file-import.tsx';
import { MessageFilters, useMessageFilters } from '../components/list-filters.tsx';
import { type ListLayout, ListPage, useListRows } from '../components/list-page.tsx';
import { useMessageTitle } from '../components/message-title.ts';
import { NewDraft } from '../components/new-draft.tsx';
import { When } from '../components/when.tsx';
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

/** The message, what it is about (digest-cells.tsx), what became of it, when, and its buttons. */
const layout: ListLayout<DraftListRow> = {
  name: 'drafts',
  words: {
    heading: 'drafts.heading',
    label: 'drafts.list',
    empty: 'drafts.empty',
    noMatch: 'filter.noMatch',
  },
  columns: ['col.message', ...digestColumns(), 'col.state', 'col.updated', null],
  rowKey: (d) => d.id,
};

export function DraftsPage() {
  const t = useT();
  const filters = useMessageFilters();
  const [importAs, setImportAs] = useState<ImportAs>('draft');
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<unknown>();
  const list = useListRows(
    'GET /lists/drafts',
    filters.query,
    (e) => e.type === 'draft' || e.type === 'outbox',
  );
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
  const dropZone: HTMLAttributes<HTMLElement> = {
    className: dragging ? 'dragging' : undefined,
    onDragOver: dragOver,
    onDragLeave: (e) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: drop,
  };
  const renderRow = useCallback((d: DraftListRow) => <DraftRowCells draft={d} onError={setError} />, []);

  return (
    <ListPage
      layout={layout}
      list={list}
      renderRow={renderRow}
      error={error}
      section={dropZone}
      after={
        <div className="drop-hint" aria-hidden="true">
          {importAs === 'draft' ? t('import.dropHint') : t('import.dropHintReceived')}
        </div>
      }
    >
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
      <MessageFilters state={filters} searchLabel={t('drafts.search')} loaded={list.loaded} />
      <ImportResults fileImport={fileImport} />
    </ListPage>
  );
}
