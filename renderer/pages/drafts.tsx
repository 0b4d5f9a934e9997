// Drafts: start a new one, find one among many (search and family filter, server-side paging into a
// virtualised list), open, duplicate or delete it, and import SETU files by the picker or by dropping
// them on the page.
import { type DragEvent, useCallback, useState } from 'react';
import { api } from '../api/client.ts';
import { pickFiles, readFiles } from '../api/files.ts';
import { FamilySelect, familyTitle } from '../components/families.tsx';
import { type ImportAs, ImportResults, useFileImport } from '../components/file-import.tsx';
import { NewDraft } from '../components/new-draft.tsx';
import { type Page, usePagedList } from '../components/paged-list.ts';
import { useApiEvents } from '../components/use-api-events.ts';
import { useDebounced } from '../components/use-debounced.ts';
import { VirtualList } from '../components/virtual-list.tsx';
import { When } from '../components/when.tsx';
import { href } from '../router.ts';
import './drafts.css';

interface DraftItem {
  id: string;
  family: string;
  title: string;
  issueCount: number;
  updatedAt: string;
}

/** Long enough to let a word be typed, short enough that results follow the typing. */
const SEARCH_PAUSE_MS = 100;

function DraftRow({ draft, onError }: { draft: DraftItem; onError(message: string): void }) {
  const n = draft.issueCount;
  const duplicate = () =>
    api(`drafts/${draft.id}/duplicate`, { method: 'POST' }).catch((e: Error) => onError(e.message));
  const remove = () => {
    if (!window.confirm(`Delete the draft "${draft.title}"? This cannot be undone.`)) return;
    api(`drafts/${draft.id}`, { method: 'DELETE' }).catch((e: Error) => onError(e.message));
  };
  return (
    <div className="row-cells">
      <a href={href('drafts', draft.id)}>{draft.title}</a>
      <span>{familyTitle(draft.family)}</span>
      <When iso={draft.updatedAt} />
      <span>
        <span className={`badge ${n ? 'warn' : 'ok'}`}>
          {n ? `${n} issue${n === 1 ? '' : 's'}` : 'Valid'}
        </span>
      </span>
      <span className="row-actions">
        <button type="button" onClick={duplicate} aria-label={`Duplicate ${draft.title}`}>
          Duplicate
        </button>
        <button type="button" onClick={remove} aria-label={`Delete ${draft.title}`}>
          Delete
        </button>
      </span>
    </div>
  );
}

export function DraftsPage() {
  const [text, setText] = useState('');
  const [family, setFamily] = useState('');
  const [importAs, setImportAs] = useState<ImportAs>('draft');
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState('');
  const q = useDebounced(text.trim(), SEARCH_PAUSE_MS);
  const filters = new URLSearchParams();
  if (q) filters.set('q', q);
  if (family) filters.set('family', family);
  const query = filters.toString();
  const list = usePagedList<DraftItem>(query, (cursor, limit) => {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    return api<Page<DraftItem>>(`drafts?${params}`);
  });
  useApiEvents((e) => {
    if (e.type === 'draft' || e.type === 'connected') list.refresh();
  });
  const fileImport = useFileImport();

  const choose = async () =>
    fileImport.importFiles(
      await pickFiles({ title: 'Import SETU files', extensions: ['json', 'xml'], multiple: true }),
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
  const renderRow = useCallback((d: DraftItem) => <DraftRow draft={d} onError={setError} />, []);

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
      <h1 id="drafts-heading">Drafts</h1>
      <div className="toolbar">
        <NewDraft />
        <span className="toolbar-gap" />
        <button type="button" onClick={choose} disabled={fileImport.busy}>
          {fileImport.busy ? 'Importing…' : 'Import files…'}
        </button>
        <select
          aria-label="Import as"
          value={importAs}
          onChange={(e) => setImportAs(e.target.value as ImportAs)}
        >
          <option value="draft">as drafts</option>
          <option value="received">as received messages</option>
        </select>
      </div>
      <div className="toolbar">
        <input
          type="search"
          aria-label="Search drafts"
          placeholder="Search titles and contents"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <FamilySelect label="Family filter" value={family} onChange={setFamily} any="All families" />
        <span className="muted" role="status">
          {list.loaded ? '' : 'Loading…'}
        </span>
      </div>
      <ImportResults fileImport={fileImport} />
      {error || list.error ? (
        <p role="alert" className="field-error">
          {error || list.error}
        </p>
      ) : null}
      <div className="list-head" aria-hidden="true">
        <span>Title</span>
        <span>Family</span>
        <span>Updated</span>
        <span>Validity</span>
        <span />
      </div>
      <VirtualList
        label="Drafts"
        items={list.items}
        hasMore={list.hasMore}
        loadMore={list.loadMore}
        rowKey={(d) => d.id}
        renderRow={renderRow}
        empty={
          list.loaded
            ? q || family
              ? 'No drafts match.'
              : 'No drafts yet: start one, or drop SETU files here.'
            : null
        }
      />
      <div className="drop-hint" aria-hidden="true">
        Drop SETU files (JSON or XML) to import them{' '}
        {importAs === 'draft' ? 'as drafts' : 'as received messages'}
      </div>
    </section>
  );
}
