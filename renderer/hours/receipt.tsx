// An allowance's receipt: a PDF, PNG or JPEG stored on this workbench (POST /api/attachments), which the
// allowance refers to by the URL the store answers; sync uploads the file to the counterparty first and
// sends the counterparty's own URL. Shows the file's name and size, and replaces, saves or removes it.
import { useEffect, useId, useState } from 'react';
import type { AttachmentInfo } from '../../shared/api/types.ts';
import type { Json } from '../../shared/timecard/lines.ts';
import { call, callFile } from '../api/call.ts';
import { pickFiles, saveFile } from '../api/files.ts';
import { LocalError } from '../errors/error-text.tsx';
import { focusIdWhenShown } from '../form/focus.ts';
import type { Formats } from '../i18n/format.ts';
import { type Translate, useFormats, useT } from '../i18n/intl.tsx';

type StoredFile = AttachmentInfo;

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

export function formatSize(bytes: number, t: Translate, f: Formats): string {
  if (bytes < 1024) return t('tc.size.b', { n: f.number(bytes, 0) });
  if (bytes < 1024 * 1024) return t('tc.size.kb', { n: f.number(bytes / 1024, 1) });
  return t('tc.size.mb', { n: f.number(bytes / (1024 * 1024), 1) });
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
    call('GET /attachments/:id', { params: { id } }).then(
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
  const t = useT();
  const f = useFormats();
  const fileId = useId();
  const url = typeof attachment.url === 'string' ? attachment.url : undefined;
  const file = useStoredFile(url);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [wrongKind, setWrongKind] = useState(false);
  const content = attachment.content as { mimeType?: unknown } | undefined;

  async function attach() {
    setError(undefined);
    setWrongKind(false);
    const [picked] = await pickFiles({
      title: t('tc.receipt.choose'),
      extensions: Object.keys(receiptTypes),
      multiple: false,
    });
    if (!picked) return;
    const type = receiptTypes[picked.name.split('.').pop()?.toLowerCase() ?? ''];
    if (!type) {
      setWrongKind(true);
      return;
    }
    setBusy(true);
    try {
      const stored = await call('POST /attachments', {
        query: { filename: picked.name },
        body: new Blob([picked.bytes as BlobPart], { type }),
      });
      described.set(stored.url, stored);
      onChange(stored.url);
      // The attached file is the new content: the keyboard lands on it.
      focusIdWhenShown(fileId);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!file) return;
    const res = await callFile('GET /attachments/:id/content', { params: { id: file.id } });
    await saveFile(file.filename ?? file.id, new Uint8Array(await res.arrayBuffer()));
  }

  const has = url !== undefined || content !== undefined;
  const shown = file
    ? t('tc.receipt.file', {
        name: file.filename ?? t('tc.receipt.unnamed'),
        size: formatSize(file.size, t, f),
      })
    : url
      ? url
      : t('tc.receipt.inMessage', { type: String(content?.mimeType ?? t('tc.receipt.unknownType')) });
  return (
    <div className="receipt">
      <span className="field-label">{t('tc.receipt')}</span>
      {has && (
        <span className="receipt-file" id={fileId} tabIndex={-1}>
          {shown}
        </span>
      )}
      <button type="button" onClick={attach} disabled={busy}>
        {has ? t('tc.receipt.replace') : t('tc.receipt.attach')}
      </button>
      {file && (
        <button type="button" onClick={() => save().catch(setError)}>
          {t('tc.receipt.save')}
        </button>
      )}
      {has && (
        <button type="button" onClick={() => onChange(undefined)}>
          {t('tc.receipt.remove')}
        </button>
      )}
      {error ? <LocalError error={error} /> : null}
      {(wrongKind || messages.length > 0) && (
        <div className="field-error" role={wrongKind ? 'alert' : undefined}>
          {[wrongKind ? t('tc.receipt.kinds') : '', ...messages].filter(Boolean).join(' ')}
        </div>
      )}
    </div>
  );
}
