// An attachment of a message as a link: a file stored on this Workbench is fetched with the sign-in
// token and saved (a plain link could not send it), a file carried in the message is saved from its
// content, and a counterparty's address opens in the browser.
import { useState } from 'react';
import { callFile } from '../api/call.ts';
import { saveFile } from '../api/files.ts';
import { useT } from '../i18n/intl.tsx';

type Json = Record<string, unknown>;

/** The id of a file this Workbench stores, from the URL a message holds (`/attachment/<id>`). */
function localId(url: string): string | undefined {
  try {
    const id = /^\/attachment\/([^/]+)$/.exec(new URL(url, 'http://local.invalid').pathname)?.[1];
    return id && !/^https?:/.test(url) ? decodeURIComponent(id) : undefined;
  } catch {
    return undefined;
  }
}

function bytesOf(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export function AttachmentLink({ attachment }: { attachment: Json }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const url = typeof attachment.url === 'string' ? attachment.url : undefined;
  const content = (attachment.content ?? {}) as Json;
  const filename = typeof content.filename === 'string' ? content.filename : undefined;
  const label = filename ? t('readable.attachmentNamed', { name: filename }) : t('readable.attachment');
  if (url && !localId(url))
    return (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  const open = async () => {
    setFailed(false);
    try {
      const id = url && localId(url);
      if (id) {
        const res = await callFile('GET /attachments/:id/content', { params: { id } });
        const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
        await saveFile(name ?? id, new Uint8Array(await res.arrayBuffer()));
      } else if (typeof content.document === 'string') {
        await saveFile(filename ?? 'attachment', bytesOf(content.document));
      }
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
      <button type="button" className="link" onClick={() => void open()}>
        {label}
      </button>
      {failed ? <span className="field-error"> {t('readable.attachmentFailed')}</span> : null}
    </>
  );
}
