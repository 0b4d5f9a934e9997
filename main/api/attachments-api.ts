// /api/attachments: files kept on this workbench for messages to refer to (a timecard allowance's
// receipt). A message holds the relative URL `/attachment/<id>`; the exchange server serves the file
// there, and sync uploads it to the counterparty first and rewrites the URL (main/sync/attachments.ts).
// The bytes travel raw, typed by Content-Type: the renderer has them in memory, and base64 would cost
// a third more.
import { randomUUID } from 'node:crypto';
import type { AttachmentInfo } from '../../shared/api/types.ts';
import {
  type AttachmentType,
  attachmentTypes,
  downloadName,
  sniffAttachmentType,
} from '../../shared/messages/file-types.ts';
import { FILE_BYTES, FILENAME_LENGTH } from '../server/attachment-limits.ts';
import { readBody } from '../server/body.ts';
import { badRequest, HttpError, notFound } from '../server/http-error.ts';
import type { StoredAttachment } from '../store/types.ts';
import type { ApiCtx } from './context.ts';
import { param } from './request-shape.ts';
import { created, type RouteTable, SENT } from './routes.ts';

/** The largest file kept: its upload to a counterparty (base64, a third larger) fits a server's default. */
export const ATTACHMENT_LIMIT = FILE_BYTES;

const info = (a: StoredAttachment): AttachmentInfo => ({
  id: a.id,
  url: `/attachment/${encodeURIComponent(a.id)}`,
  mimeType: a.mimeType,
  filename: a.filename,
  size: a.bytes.length,
  sha256: a.sha256,
  createdAt: a.createdAt,
});

function declaredType(ctx: ApiCtx): AttachmentType {
  const type = ctx.req.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(attachmentTypes as readonly string[]).includes(type)) {
    throw new HttpError(
      415,
      'unsupported-media-type',
      `Send the file with its Content-Type, one of ${attachmentTypes.join(', ')}.`,
    );
  }
  return type as AttachmentType;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** The file's name without any folder part or control characters; null when none is given. */
function filenameOf(raw = ''): string | null {
  const name = (raw.split(/[\\/]/).pop() ?? '').replace(CONTROL, '').trim();
  return name ? name.slice(0, FILENAME_LENGTH) : null;
}

async function create(ctx: ApiCtx, given: string | undefined): Promise<AttachmentInfo> {
  const declared = declaredType(ctx);
  const filename = filenameOf(given);
  const bytes = await readBody(ctx.req, ATTACHMENT_LIMIT);
  if (bytes.length === 0) throw badRequest('empty', 'The file is empty.');
  const actual = sniffAttachmentType(bytes);
  if (actual !== declared) {
    throw badRequest(
      'mime-type',
      `The file is sent as ${declared} but its content is ${actual ?? 'none of the allowed types'}.`,
    );
  }
  const id = randomUUID();
  const stored = await ctx.store.write((tx) =>
    tx.putAttachment({ id, owner: '', mimeType: declared, filename, bytes }),
  );
  return info(stored);
}

function requireAttachment(ctx: ApiCtx, id: string): StoredAttachment {
  const file = ctx.store.getAttachment(id);
  if (!file) throw notFound(`No attachment ${id}.`);
  return file;
}

function sendContent(ctx: ApiCtx, file: StoredAttachment): void {
  // The extension of its declared type: a browser or the system opens a download by its name.
  const name = downloadName(file.filename, file.mimeType as AttachmentType, file.id);
  ctx.res.writeHead(200, {
    'Content-Type': file.mimeType,
    'Content-Length': file.bytes.length,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
    // A received file is someone else's content: never let a browser run or sniff it.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
  });
  ctx.res.end(file.bytes);
}

export const attachmentRoutes = {
  // The bytes are read from the request (create), within the attachment limit.
  'POST /attachments': {
    query: { filename: param },
    handle: async (ctx, { query }) => {
      const stored = await create(ctx, query.filename);
      return created(stored, { Location: `/api/attachments/${stored.id}` });
    },
  },
  'GET /attachments/:id': (ctx, { params: { id } }) => info(requireAttachment(ctx, id)),
  'GET /attachments/:id/content': (ctx, { params: { id } }) => {
    sendContent(ctx, requireAttachment(ctx, id));
    return SENT;
  },
} satisfies Partial<RouteTable>;
