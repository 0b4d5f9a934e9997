// Attachments a message refers to by URL on this workbench are uploaded to the counterparty first
// (POST /attachment/{id}, as the OpenAPI has it), and the message sent with the counterparty's own URL
// (Content-Location).
import { createHash } from 'node:crypto';
import { shapeFor } from '../../shared/schema/shapes.ts';
import { toXml } from '../../shared/xml/codec.ts';
import type { Counterparty } from '../store/counterparties.ts';
import type { Outbox } from '../store/outbox.ts';
import type { StoredAttachment } from '../store/types.ts';
import { Final, failureOf } from './outcomes.ts';
import { contentType, mediaType, submitMethod } from './requests.ts';
import type { Transport } from './transport.ts';

export type LocalAttachments = (id: string) => StoredAttachment | undefined;

/** Uploads in progress, by counterparty and attachment id. */
export type Uploads = Map<string, Promise<string>>;

const ATTACHMENTS = '/attachment';
const ATTACHMENT_PATH = /^\/attachment\/([^/]+)$/;

/** Every `attachment: { url }` object in a message (timecard allowances), wherever it sits. */
function attachmentRefs(node: unknown, out: { url: string }[] = []): { url: string }[] {
  if (Array.isArray(node)) for (const item of node) attachmentRefs(item, out);
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const ref = value as { url?: unknown };
      if (key === 'attachment' && typeof ref?.url === 'string') out.push(ref as { url: string });
      else attachmentRefs(value, out);
    }
  }
  return out;
}

/**
 * The local attachment a URL names: `/attachment/{id}` (relative, or absolute on any host other than
 * the counterparty's) that this workbench's store holds.
 */
function localId(url: string, cp: Counterparty, local: LocalAttachments): string | undefined {
  if (url.startsWith(`${cp.baseUrl}/`)) return undefined;
  let path: string;
  try {
    path = new URL(url, 'http://local.invalid').pathname;
  } catch {
    return undefined;
  }
  const id = ATTACHMENT_PATH.exec(path)?.[1];
  return id && local(decodeURIComponent(id)) ? decodeURIComponent(id) : undefined;
}

/** Uploads each local attachment `doc` refers to (once per counterparty) and rewrites its URL in place. */
export async function uploadAttachments(
  doc: Record<string, unknown>,
  cp: Counterparty,
  deps: { transport: Transport; outbox: Outbox; local: LocalAttachments; uploads: Uploads },
): Promise<void> {
  for (const ref of attachmentRefs(doc)) {
    const id = localId(ref.url, cp, deps.local);
    if (!id) continue;
    const remote = deps.outbox.remoteId(cp.name, 'attachment', id);
    if (remote) {
      ref.url = remote;
      continue;
    }
    // Messages sent in parallel may refer to one file: they share a single upload.
    const key = `${cp.name}\u0000${id}`;
    let pending = deps.uploads.get(key);
    if (!pending) {
      pending = upload(cp, deps.local(id) as StoredAttachment, deps.transport).then((url) => {
        deps.outbox.setRemoteId(cp.name, 'attachment', id, url);
        return url;
      });
      deps.uploads.set(key, pending);
      pending.then(
        () => deps.uploads.delete(key),
        () => deps.uploads.delete(key),
      );
    }
    ref.url = await pending;
  }
}

async function upload(cp: Counterparty, file: StoredAttachment, transport: Transport): Promise<string> {
  const path = `${ATTACHMENTS}/${encodeURIComponent(file.id)}`;
  const upload = {
    document: Buffer.from(file.bytes).toString('base64'),
    'mime type': file.mimeType,
    ...(file.filename ? { filename: file.filename } : {}),
  };
  const body =
    cp.bodyFormat === 'json'
      ? JSON.stringify(upload)
      : toXml(upload, shapeFor('AttachmentUpload-1.0'), 'Attachment');
  const type = mediaType(cp.bodyFormat);
  const res = await transport.send(cp, {
    method: submitMethod(cp, 'Attachment', ATTACHMENTS),
    path,
    headers: { 'content-type': contentType(cp, cp.bodyFormat), accept: type },
    body,
  });
  const location = res.headers['content-location'];
  if (res.status >= 200 && res.status < 300 && typeof location === 'string') return location;
  // 409: uploaded by an earlier attempt whose answer was lost. An uploaded file never changes, so
  // the copy there is ours when its bytes are.
  if (res.status === 409) {
    const there = await transport.send(cp, { method: 'GET', path });
    const sha = createHash('sha256').update(there.body).digest('hex');
    if (there.status === 200 && sha === file.sha256) return `${cp.baseUrl}${path}`;
    throw new Final(`attachment ${file.id}: the counterparty holds a different file under this id`, 409);
  }
  const failure = failureOf(res);
  failure.message = `attachment ${file.id} upload: ${failure.message}`;
  throw failure;
}
