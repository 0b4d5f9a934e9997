// POST /api/import: one or many SETU files (JSON or XML, the type detected from the content) become
// drafts (default, kept even with issues) or received messages (`?as=received`: stored as resources
// under their collection with a fresh id and owner 'import'; only valid messages). One result per file.
import type { Query } from '../../shared/api/contract.ts';
import type { ImportResult } from '../../shared/api/types.ts';
import { MessageInputError, type ReadMessage, readMessage } from '../../shared/messages/message-io.ts';
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { XmlInputError } from '../../shared/xml/reader.ts';
import { decodeTextFile, TextFileError } from '../../shared/xml/text-file.ts';
import { describeDraft } from '../messages/draft-content.ts';
import { bodyOf, storeReceived } from '../messages/received.ts';
import { followAssignmentDraft } from '../placements/service.ts';
import { readBody } from '../server/body.ts';
import { badRequest, HttpError } from '../server/http-error.ts';
import type { ApiCtx } from './context.ts';
import { MiB, parseBody, readText } from './http.ts';
import { oneOf, optional, param, worded } from './request-shape.ts';
import type { RouteTable } from './routes.ts';

interface ImportFile {
  filename: string;
  content: string;
}

const failed = (filename: string, code: string, message: string, issues: ValidationIssue[] = []) =>
  ({ filename, ok: false, error: { code, message }, issues }) as const;

/** One file's bytes: as large as a SETU message may be (the exchange server's default limit). */
export const FILE_LIMIT = 5 * MiB;
/** A list of files in one request; larger imports go a file per request (the UI sends them so). */
const LIST_LIMIT = 10 * MiB;

const mediaType = (ctx: ApiCtx) => ctx.req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();

/**
 * The files of the request: one file's raw bytes (`application/octet-stream`, decoded as the file
 * says it is written, strictly), one XML or JSON message, or a JSON array of `{ filename, content }`.
 * Each limit is checked while the body arrives, so an import holds at most one limit's worth.
 */
async function filesOf(ctx: ApiCtx, named: string | undefined): Promise<(ImportFile | ImportResult)[]> {
  const type = mediaType(ctx);
  if (type === 'application/octet-stream') {
    const filename = named ?? 'message';
    try {
      return [{ filename, content: decodeTextFile(await readBody(ctx.req, FILE_LIMIT)) }];
    } catch (e) {
      if (e instanceof TextFileError) return [failed(filename, e.code, e.message)];
      throw e;
    }
  }
  if (type === 'application/xml' || type === 'text/xml')
    return [{ filename: named ?? 'message.xml', content: await readText(ctx.req, FILE_LIMIT) }];
  if (type !== 'application/json')
    throw new HttpError(
      415,
      'unsupported-media-type',
      'Send a file as application/octet-stream, a message as application/xml or application/json, or a JSON list of files.',
    );
  const text = await readText(ctx.req, LIST_LIMIT);
  if (!text.trimStart().startsWith('[')) return [{ filename: named ?? 'message.json', content: text }];
  const list = parseBody(text) as unknown[];
  return list.map((item, i) => {
    const f = item as Partial<ImportFile> | null;
    if (typeof f?.filename !== 'string' || typeof f.content !== 'string')
      throw badRequest('shape', `Item ${i} must be { filename, content } with string values.`);
    return { filename: f.filename, content: f.content };
  });
}

function read(file: ImportFile): ReadMessage | ImportResult {
  try {
    const message = readMessage(file.content);
    if (message.family.format === 'upload')
      return failed(file.filename, 'type', 'An attachment body is not a message.');
    return message;
  } catch (e) {
    if (e instanceof MessageInputError || e instanceof XmlInputError)
      return failed(file.filename, e.code, e.message);
    throw e;
  }
}

function asDraft(ctx: ApiCtx, file: ImportFile, m: ReadMessage): ImportResult {
  const draft = ctx.drafts.create(describeDraft(m.family, m.version, bodyOf(m)));
  ctx.events.emit({ type: 'draft', id: draft.id, op: 'create' });
  followAssignmentDraft(ctx.desk, draft);
  const { id, family, version, issues } = draft;
  return { filename: file.filename, ok: true, draft: { id, family, version, issues } };
}

async function asReceived(ctx: ApiCtx, file: ImportFile, m: ReadMessage): Promise<ImportResult> {
  const stored = await storeReceived(ctx.store, m);
  if (stored.ok)
    ctx.events.emit({ type: 'resource', collection: stored.resource.collection, id: stored.resource.id });
  return { filename: file.filename, ...stored };
}

async function importFiles(ctx: ApiCtx, query: Query<'POST /import'>): Promise<{ results: ImportResult[] }> {
  const { as = 'draft', filename } = query;
  const files = await filesOf(ctx, filename);
  // Received messages are written concurrently, so the group commit stores a batch in one transaction.
  const results = await Promise.all(
    files.map((file) => {
      if ('ok' in file) return file;
      const m = read(file);
      if (!('family' in m)) return m;
      return as === 'draft' ? asDraft(ctx, file, m) : asReceived(ctx, file, m);
    }),
  );
  return { results };
}

export const importRoutes = {
  // The files are read from the request as they arrive (filesOf), within their limits.
  'POST /import': {
    query: {
      as: optional(worded(oneOf('draft', 'received'), 'query', 'as must be draft or received.')),
      filename: param,
    },
    handle: (ctx, { query }) => importFiles(ctx, query),
  },
} satisfies Partial<RouteTable>;
