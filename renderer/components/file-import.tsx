// Importing SETU files (JSON or XML): chosen with "Import files…" or dropped on the page, sent to
// POST /api/import in one request, and one result per file shown: the draft or the received message it
// became, or why it could not.
import { useState } from 'react';
import type { PickedFile } from '../../shared/desktop-bridge.ts';
import type { ValidationIssue } from '../../shared/validation-errors.ts';
import { api } from '../api/client.ts';
import { href } from '../router.ts';
import { familyTitle } from './families.tsx';
import { messageHref } from './messages.ts';
import './file-import.css';

export type ImportAs = 'draft' | 'received';

type ImportResult = { filename: string } & (
  | { ok: true; draft: { id: string; family: string; version: string; issues: ValidationIssue[] } }
  | { ok: true; resource: { collection: string; id: string; family: string; version: string } }
  | { ok: false; error: { code: string; message: string }; issues: ValidationIssue[] }
);

export interface FileImport {
  results: ImportResult[];
  busy: boolean;
  error: string;
  importFiles(files: PickedFile[], as: ImportAs): Promise<void>;
  clear(): void;
}

export function useFileImport(): FileImport {
  const [results, setResults] = useState<ImportResult[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const importFiles = async (files: PickedFile[], as: ImportAs) => {
    if (files.length === 0) return;
    setBusy(true);
    setError('');
    const decoder = new TextDecoder();
    try {
      const answer = await api<{ results: ImportResult[] }>(`import?as=${as}`, {
        method: 'POST',
        body: files.map((f) => ({ filename: f.name, content: decoder.decode(f.bytes) })),
      });
      setResults(answer.results);
    } catch (e) {
      setError(`The import failed: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return { results, busy, error, importFiles, clear: () => setResults([]) };
}

function Outcome({ result }: { result: ImportResult }) {
  if ('draft' in result) {
    const n = result.draft.issues.length;
    return (
      <>
        <a href={href('drafts', result.draft.id)}>{familyTitle(result.draft.family)} draft</a>{' '}
        <span className={`badge ${n ? 'warn' : 'ok'}`}>
          {n ? `${n} issue${n === 1 ? '' : 's'}` : 'valid'}
        </span>
      </>
    );
  }
  if ('resource' in result) {
    const { collection, id, family } = result.resource;
    return (
      <>
        Received <a href={messageHref(collection, id)}>{familyTitle(family)}</a>
      </>
    );
  }
  return (
    <>
      <span className="field-error">{result.error.message}</span>
      {result.issues.length > 0 ? (
        <ul className="import-issues">
          {result.issues.map((i) => (
            <li key={`${i.path}:${i.code}`}>
              <code>{i.path || '/'}</code> {i.message}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function ImportResults({ fileImport }: { fileImport: FileImport }) {
  const { results, error } = fileImport;
  if (error)
    return (
      <p role="alert" className="field-error">
        {error}
      </p>
    );
  if (results.length === 0) return null;
  const failed = results.filter((r) => !r.ok).length;
  return (
    <section className="import-results" aria-label="Import results">
      <div className="toolbar">
        <strong role="status">
          Imported {results.length - failed} of {results.length} file{results.length === 1 ? '' : 's'}
          {failed ? `; ${failed} failed` : ''}
        </strong>
        <button type="button" onClick={fileImport.clear}>
          Dismiss
        </button>
      </div>
      <ul>
        {results.map((r, i) => (
          // Two files may share a name (dropped from different folders).
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
          <li key={i} className={r.ok ? 'ok' : 'failed'}>
            <span className="import-file">{r.filename}</span> <Outcome result={r} />
          </li>
        ))}
      </ul>
    </section>
  );
}
