// Attachment upload (PUT/POST /attachment/{id}) and download of the stored file at its URL.
import { type AttachmentType, downloadName, sniffAttachmentType } from '../../shared/messages/file-types.ts';
import type { Endpoint } from '../../shared/messages/registry.ts';
import { shapeFor } from '../../shared/schema/shapes.ts';
import { checkSchema } from '../../shared/schema/validator.ts';
import { toXml, unknownShape } from '../../shared/xml/codec.ts';
import { defaultXmlLimits } from '../../shared/xml/reader.ts';
import { bodyText, readBody } from './body.ts';
import type { Ctx } from './context.ts';
import { badRequest, conflict, notFound } from './http-error.ts';
import { decodeBody, notAllowed, requireObject, send } from './message-body.ts';
import { requestFormat, responseFormat } from './negotiate.ts';
import { requireServed, requireUuid } from './resource-rules.ts';

const SCHEMA = 'AttachmentUpload-1.0';

export const attachmentUrl = (ctx: Ctx, id: string) =>
  `${ctx.config.publicUrl}/attachment/${encodeURIComponent(id)}`;

export async function handleAttachment(ctx: Ctx, endpoint: Endpoint): Promise<void> {
  const id = ctx.params[0] as string;
  if (ctx.req.method === 'GET') return download(ctx, endpoint, id);
  if (ctx.req.method !== 'PUT' && ctx.req.method !== 'POST') {
    throw notAllowed('An attachment is uploaded once (PUT or POST) and then read (GET).', [
      'GET',
      'PUT',
      'POST',
    ]);
  }
  ctx.operation = 'submit';
  requireUuid(id, 'attachment id');
  requireServed(ctx, endpoint, 'submit');
  const format = requestFormat(ctx.req);
  const accept = responseFormat(ctx.req, format);
  const limit = ctx.config.attachmentLimit;
  const text = bodyText(await readBody(ctx.req, limit));
  // An upload's XML is one long text (the file in base64), as large as the limit on uploads allows;
  // the XML reader's own limit is the one for messages.
  const xmlLimits = { ...defaultXmlLimits, maxBytes: limit };
  const upload = requireObject(decodeBody(text, format, { Attachment: shapeFor(SCHEMA) }, xmlLimits));
  const issues = checkSchema(SCHEMA, upload);
  if (issues.length > 0)
    throw badRequest('invalid-attachment', 'The attachment upload is not valid.', issues);
  const declared = upload['mime type'] as AttachmentType;
  const bytes = Buffer.from(upload.document as string, 'base64');
  if (bytes.length === 0) throw badRequest('empty', 'The file is empty.');
  const actual = sniffAttachmentType(bytes);
  if (actual !== declared) {
    throw badRequest(
      'mime-type',
      `The file is declared as ${declared} but its content is ${actual ?? 'none of the six allowed types'}.`,
      [
        {
          path: '/mime type',
          code: 'mime-type',
          message: `does not match the file's content (${actual ?? 'unknown'})`,
        },
      ],
    );
  }
  const stored = await ctx.store.addAttachment({
    id,
    owner: ctx.owner,
    mimeType: declared,
    filename: (upload.filename as string | undefined) ?? null,
    bytes,
  });
  if (!stored) throw conflict('exists', `Attachment ${id} exists; an uploaded file never changes.`);
  const url = attachmentUrl(ctx, id);
  const body =
    accept === 'json' ? JSON.stringify({ url }) : toXml({ url }, unknownShape, 'AttachmentResponse');
  send(ctx, 201, body, accept, { 'Content-Location': url });
}

async function download(ctx: Ctx, endpoint: Endpoint, id: string): Promise<void> {
  ctx.operation = 'retrieve';
  requireServed(ctx, endpoint, 'retrieve');
  const file = await ctx.store.getAttachment(id);
  if (!file || file.owner !== ctx.owner) throw notFound();
  const name = downloadName(file.filename, file.mimeType as AttachmentType, id);
  ctx.res.writeHead(200, {
    'Content-Type': file.mimeType,
    'Content-Length': file.bytes.length,
    'Content-Disposition': `attachment; filename="${name}"`,
    // An uploaded file is someone else's content: never let a browser run or sniff it.
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "sandbox; default-src 'none'",
    ETag: `"${file.sha256}"`,
    Digest: `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`,
  });
  ctx.res.end(file.bytes);
}
