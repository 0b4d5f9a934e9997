// Importing SETU files (JSON or XML): chosen with "Import files…" or dropped on the page, sent to
// POST /api/import a file per request (as the file's bytes, so that its own encoding is read), and one
// result per file shown: the draft or the received message it became, or why it could not, in words.
import { lazy, Suspense, useState } from 'react';
import type { PickedFile } from '../../shared/api/desktop-bridge.ts';
import type { ImportResult } from '../../shared/api/types.ts';
import { call } from '../api/call.ts';
import { LocalError } from '../errors/error-text.tsx';
import type { MessageKey } from '../i18n/catalog.ts';
import { useT } from '../i18n/intl.tsx';
import { href } from '../router.ts';
import { useFamilyTitle } from './families.tsx';
import { messageHref } from './messages.ts';
import './file-import.css';

export type ImportAs = 'draft' | 'received';

const ImportIssues = lazy(async () => ({ default: (await import('./import-issues.tsx')).ImportIssues }));

export interface FileImport {
  results: ImportResult[];
  busy: boolean;
  error: unknown;
  importFiles(files: PickedFile[], as: ImportAs): Promise<void>;
  clear(): void;
}

/** Files imported at once: each is its own request, so the server holds one file at a time per slot. */
const AT_ONCE = 2;

/**
 * Each file as its own request, with its bytes as they are (the server reads the encoding the file is
 * written in), two at a time; the results in the order of the files.
 */
async function importEach(files: PickedFile[], as: ImportAs): Promise<ImportResult[]> {
  const results: ImportResult[] = new Array(files.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const f = files[i] as PickedFile;
      const answer = await call('POST /import', {
        query: { as, filename: f.name },
        body: new Blob([f.bytes as BlobPart], { type: 'application/octet-stream' }),
      });
      results[i] = answer.results[0] as ImportResult;
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, files.length) }, worker));
  return results;
}

export function useFileImport(): FileImport {
  const [results, setResults] = useState<ImportResult[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const importFiles = async (files: PickedFile[], as: ImportAs) => {
    if (files.length === 0) return;
    setBusy(true);
    setError(undefined);
    try {
      setResults(await importEach(files, as));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return { results, busy, error, importFiles, clear: () => setResults([]) };
}

/** Why a file was not imported, by the code the server gives. */
function failureKey(code: string): MessageKey {
  if (code === 'invalid-message') return 'import.code.invalid';
  if (code === 'type' || code === 'shape') return 'import.code.type';
  if (['doctype', 'entity', 'too-deep', 'too-large'].includes(code)) return 'import.code.unsafe-xml';
  if (code === 'too-many-elements' || code === 'too-many-values') return 'import.code.too-much';
  if (code === 'duplicate-member' || code === 'attribute') return 'import.code.extra';
  if (code.startsWith('malformed') || ['namespace', 'root', 'content'].includes(code))
    return 'import.code.parse';
  return 'import.notRead';
}

function Outcome({ result }: { result: ImportResult }) {
  const t = useT();
  const familyTitle = useFamilyTitle();
  if ('draft' in result) {
    const n = result.draft.issues.length;
    return (
      <>
        <a href={href('drafts', result.draft.id)}>
          {t('import.draft', { family: familyTitle(result.draft.family) })}
        </a>{' '}
        <span className={`badge ${n ? 'warn' : 'ok'}`}>
          {n ? t('delivery.draft.problems', { count: n }) : t('import.valid')}
        </span>
      </>
    );
  }
  if ('resource' in result) {
    const { collection, id, family } = result.resource;
    return (
      <>
        {t('import.received')} <a href={messageHref(collection, id)}>{familyTitle(family)}</a>
      </>
    );
  }
  return (
    <>
      <span className="field-error">{t(failureKey(result.error.code))}</span>
      {result.issues.length > 0 ? (
        <Suspense fallback={null}>
          <ImportIssues issues={result.issues} />
        </Suspense>
      ) : null}
      <details>
        <summary>{t('error.details')}</summary>
        <pre>{result.error.message}</pre>
      </details>
    </>
  );
}

export function ImportResults({ fileImport }: { fileImport: FileImport }) {
  const t = useT();
  const { results, error } = fileImport;
  if (error)
    return (
      <div className="field-error">
        <p>{t('import.failed')}</p>
        <LocalError error={error} />
      </div>
    );
  if (results.length === 0) return null;
  const failed = results.filter((r) => !r.ok).length;
  return (
    <section className="import-results" aria-label={t('import.results')}>
      <div className="toolbar">
        <strong role="status">
          {t('import.summary', { ok: results.length - failed, count: results.length })}
          {failed ? t('import.failedCount', { failed }) : ''}
        </strong>
        <button type="button" onClick={fileImport.clear}>
          {t('import.dismiss')}
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
