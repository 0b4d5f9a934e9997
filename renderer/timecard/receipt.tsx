// An allowance's receipt: a PDF, PNG or JPEG stored on this workbench (POST /api/attachments), which the
// allowance refers to by the URL the store answers; sync uploads the file to the counterparty first and
// sends the counterparty's own URL. Shows the file's name and size, and replaces, saves or removes it.
import { useEffect, useState } from 'react';
import type { Json } from '../../shared/timecard/lines.ts';
import { ApiError, api, apiResponse } from '../api/client.ts';
import { pickFiles, saveFile } from '../api/files.ts';

/** What /api/attachments answers about a stored file. */
interface StoredFile {
  id: string;
  url: string;
  mimeType: string;
  filename: string | null;
  size: number;
}

const receiptTypes: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** Files described this session, by URL: a receipt just attached shows without asking again. */
const described = new Map<string, StoredFile>();

/** The id of a file this workbench stores, from the URL a message holds (`/attachment/<id>`). */
function localId(url: string): string | undefined {
  try {
    const id = /^\/attachment\/([^/]+)$/.exec(new URL(url, 'http://local.invalid').pathname)?.[1];
    return id && decodeURIComponent(id);
  } catch {
    return undefined;
  }
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The stored file a URL names, once known; undefined while asking or when it is not stored here. */
function useStoredFile(url: string | undefined): StoredFile | undefined {
  const [file, setFile] = useState(url ? described.get(url) : undefined);
  useEffect(() => {
    const id = url && localId(url);
    const known = url && described.get(url);
    if (!url || !id || known) {
      setFile(known || undefined);
      return;
    }
    let live = true;
    api<StoredFile>(`attachments/${encodeURIComponent(id)}`).then(
      (info) => {
        described.set(url, info);
        if (live) setFile(info);
      },
      () => live && setFile(undefined),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return file;
}

export interface ReceiptProps {
  attachment: Json;
  /** Issues inside the allowance's attachment member. */
  messages: string[];
  onChange(url: string | undefined): void;
}

export function Receipt({ attachment, messages, onChange }: ReceiptProps) {
  const url = typeof attachment.url === 'string' ? attachment.url : undefined;
  const file = useStoredFile(url);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const content = attachment.content as { mimeType?: unknown } | undefined;

  async function attach() {
    setError('');
    const [picked] = await pickFiles({
      title: 'Choose the receipt',
      extensions: Object.keys(receiptTypes),
      multiple: false,
    });
    if (!picked) return;
    const type = receiptTypes[picked.name.split('.').pop()?.toLowerCase() ?? ''];
    if (!type) {
      setError('A receipt is a PDF, PNG or JPEG file.');
      return;
    }
    setBusy(true);
    try {
      const stored = await api<StoredFile>(`attachments?filename=${encodeURIComponent(picked.name)}`, {
        method: 'POST',
        body: new Blob([picked.bytes as BlobPart], { type }),
      });
      described.set(stored.url, stored);
      onChange(stored.url);
    } catch (e) {
      setError(
        e instanceof ApiError ? e.message : `The receipt could not be stored: ${(e as Error).message}`,
      );
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!file) return;
    const res = await apiResponse(`attachments/${encodeURIComponent(file.id)}/content`);
    await saveFile(file.filename ?? file.id, new Uint8Array(await res.arrayBuffer()));
  }

  const has = url !== undefined || content !== undefined;
  const shown = file
    ? `${file.filename ?? 'receipt'} · ${formatSize(file.size)}`
    : url
      ? url
      : `a file in the message (${String(content?.mimeType ?? 'unknown type')})`;
  return (
    <div className="receipt">
      <span className="field-label">Receipt</span>
      {has && <span className="receipt-file">{shown}</span>}
      <button type="button" onClick={attach} disabled={busy}>
        {has ? 'Replace receipt' : 'Attach receipt'}
      </button>
      {file && (
        <button type="button" onClick={() => save().catch((e: Error) => setError(e.message))}>
          Save a copy
        </button>
      )}
      {has && (
        <button type="button" onClick={() => onChange(undefined)}>
          Remove receipt
        </button>
      )}
      {(error || messages.length > 0) && (
        <div className="field-error" role={error ? 'alert' : undefined}>
          {[error, ...messages].filter(Boolean).join(' ')}
        </div>
      )}
    </div>
  );
}
