// Line operations inside a stored message: timecard time intervals and allowances (bodies wrap the
// lines: `{ "allowance": [ ... ] }`) and planning lines (bodies are one bare line). A line change is
// a read-modify-write of the whole message inside one store transaction, validated as a whole.

import type { BodyFormat } from '../../shared/messages/message-io.ts';
import { at, type Endpoint, type Family, type LineKind, schemaOf } from '../../shared/messages/registry.ts';
import { type Shape, shapeFor } from '../../shared/schema/shapes.ts';
import { validateMessage } from '../../shared/schema/validate.ts';
import { checkSchema } from '../../shared/schema/validator.ts';
import { toXml } from '../../shared/xml/codec.ts';
import { bodyText, readBody } from './body.ts';
import type { Ctx } from './context.ts';
import { badRequest, conflict, notFound } from './http-error.ts';
import { decodeBodyWithTimes, notAllowed, requireObject, send, versionHeader } from './message-body.ts';
import { change, locationOf, messagePut } from './messages.ts';
import { requestFormat, responseFormat } from './negotiate.ts';
import { requireServed, visible } from './resource-rules.ts';

type Line = Record<string, unknown>;
type Doc = Record<string, unknown>;

const lineShape = (kind: LineKind, version: string) => shapeFor(kind.bodySchema[version] as string);
const lineIdOf = (kind: LineKind, line: unknown) => at(line, kind.idPointer);

function findLine(
  kinds: LineKind[],
  doc: Doc,
  lineId: string,
): { kind: LineKind; index: number } | undefined {
  for (const kind of kinds) {
    const lines = doc[kind.member];
    const index = Array.isArray(lines) ? lines.findIndex((l) => lineIdOf(kind, l) === lineId) : -1;
    if (index !== -1) return { kind, index };
  }
  return undefined;
}

/**
 * A line body as it travels: `{ member: [line] }` in the family's root element, or the bare line;
 * as XML with the times at `zoneless` (JSON Pointers into the body) without a zone, as they came.
 */
function encodeLines(
  f: Family,
  kind: LineKind,
  lines: Line[],
  version: string,
  format: BodyFormat,
  zoneless: string[] = [],
): string {
  const body = kind.body === 'wrapped' ? { [kind.member]: lines } : (lines[0] as Line);
  if (format === 'json') return JSON.stringify(body);
  const [root, shape]: [string, Shape] =
    kind.body === 'wrapped'
      ? [f.name, shapeFor(schemaOf(f, version) as string)]
      : [kind.member, lineShape(kind, version)];
  return toXml(body, shape, root, zoneless);
}

// Times written without a zone are kept as JSON Pointers (xml-codec.ts): into a line body as it
// travels, and into the message that holds the lines. These move them between the two.

/** Pointers into a line body, as pointers into the message whose `kind` lines start at `first`. */
function bodyToMessage(kind: LineKind, pointers: string[], first: number): string[] {
  return pointers.map((p) => {
    if (kind.body === 'line') return `/${kind.member}/${first}${p}`;
    const [, , index, ...rest] = p.split('/');
    return ['', kind.member, String(first + Number(index)), ...rest].join('/');
  });
}

/** The pointers into the message's line `index` of `kind`, as pointers into that line's body. */
function messageToBody(kind: LineKind, pointers: string[] | undefined, index: number): string[] {
  const prefix = `/${kind.member}/${index}/`;
  return (pointers ?? [])
    .filter((p) => p.startsWith(prefix))
    .map((p) => (kind.body === 'line' ? '/' : `/${kind.member}/0/`) + p.slice(prefix.length));
}

/** Reads a line body and returns its lines with their kind (bare planning lines: the kind that fits). */
async function readLines(ctx: Ctx, f: Family, kinds: LineKind[], version: string, format: BodyFormat) {
  const text = bodyText(await readBody(ctx.req, ctx.config.bodyLimit));
  const roots: Record<string, Shape> = {};
  for (const kind of kinds) {
    if (kind.body === 'wrapped') roots[f.name] = shapeFor(schemaOf(f, version) as string);
    else roots[kind.member] = lineShape(kind, version);
  }
  const decoded = decodeBodyWithTimes(text, format, roots);
  const body = requireObject(decoded.value);
  const candidates = kinds.map((kind) => ({
    kind,
    issues: checkSchema(kind.bodySchema[version] as string, body),
  }));
  const fit = candidates.find((c) => c.issues.length === 0);
  if (!fit) throw badRequest('invalid-line', 'The line body is not valid.', candidates[0]?.issues ?? []);
  const lines = fit.kind.body === 'wrapped' ? (body[fit.kind.member] as Line[]) : [body];
  return { kind: fit.kind, lines, zoneless: decoded.zoneless };
}

/** The checks and body of a request that writes lines. */
async function readLineRequest(ctx: Ctx, f: Family, endpoint: Endpoint, kinds: LineKind[]) {
  ctx.operation = 'update';
  requireServed(ctx, endpoint, 'update');
  const version = versionHeader(ctx, f) as string;
  const format = requestFormat(ctx.req);
  const accept = responseFormat(ctx.req, format);
  return { version, accept, ...(await readLines(ctx, f, kinds, version, format)) };
}

/**
 * Read-modify-write of the whole message in one transaction, validated as a whole. `edit` returns the
 * zoneless times of the lines it added; those of the lines it left where they were are kept.
 */
function changeLines(
  ctx: Ctx,
  f: Family,
  endpoint: Endpoint,
  version: string,
  edit: (doc: Doc) => string[] | undefined,
) {
  return change(ctx, endpoint.path, ctx.params[0] as string, (current) => {
    const before = visible(ctx, current);
    const doc = structuredClone(before.body);
    const added = edit(doc) ?? [];
    const issues = validateMessage(f, doc, version, endpoint);
    if (issues.length > 0)
      throw badRequest('invalid-message', `The ${f.title} would not be valid with this change.`, issues);
    const kept = (before.zoneless ?? []).filter((p) => at(doc, p) === at(before.body, p));
    return messagePut(ctx, f, doc, version, undefined, undefined, [...kept, ...added]);
  });
}

export async function handleLine(ctx: Ctx, f: Family, endpoint: Endpoint, kinds: LineKind[]): Promise<void> {
  const [id, lineId] = ctx.params as [string, string];
  const method = ctx.req.method;
  if (method === 'GET' || method === 'DELETE') {
    ctx.operation = method === 'GET' ? 'retrieve' : 'delete';
    requireServed(ctx, endpoint, method === 'GET' ? 'retrieve' : 'update');
    const resource = visible(ctx, await ctx.store.get(endpoint.path, id));
    const found = findLine(kinds, resource.body, lineId);
    if (!found) throw notFound(`${f.title} ${id} has no line ${lineId}.`);
    const line = (resource.body[found.kind.member] as Line[])[found.index] as Line;
    const format = responseFormat(ctx.req, 'json');
    if (method === 'DELETE') {
      await changeLines(ctx, f, endpoint, resource.standardVersion, (doc) => {
        (doc[found.kind.member] as Line[]).splice(found.index, 1);
        if ((doc[found.kind.member] as Line[]).length === 0) delete doc[found.kind.member];
        return undefined;
      });
    }
    const zoneless = messageToBody(found.kind, resource.zoneless, found.index);
    const text = encodeLines(f, found.kind, [line], resource.standardVersion, format, zoneless);
    return send(ctx, 200, text, format);
  }
  const postable = kinds.some((k) => k.postAtId);
  if (method !== 'PUT' && (method !== 'POST' || !postable)) {
    const added = kinds.find((k) => !k.postAtId);
    throw notAllowed(
      method === 'POST' && added
        ? `A ${f.title} ${added.member} line is added with POST .../${added.segment}; here it is read (GET), replaced (PUT) and removed (DELETE).`
        : `Lines are read (GET), written (PUT${postable ? ', POST' : ''}) and removed (DELETE).`,
      ['GET', 'PUT', ...(postable ? ['POST'] : []), 'DELETE'],
    );
  }
  const { version, accept, kind, lines, zoneless } = await readLineRequest(ctx, f, endpoint, kinds);
  if (lines.length !== 1 || lineIdOf(kind, lines[0]) !== lineId) {
    throw badRequest('line-id', `The body must hold exactly one line, with the id of the path (${lineId}).`);
  }
  let added = false;
  await changeLines(ctx, f, endpoint, version, (doc) => {
    const found = findLine(kinds, doc, lineId);
    if (found && method === 'POST') throw conflict('exists', `Line ${lineId} exists; replace it with PUT.`);
    if (found) (doc[found.kind.member] as Line[]).splice(found.index, 1);
    added = !found;
    doc[kind.member] = [...((doc[kind.member] as Line[] | undefined) ?? []), lines[0]];
    return bodyToMessage(kind, zoneless, (doc[kind.member] as Line[]).length - 1);
  });
  send(ctx, added ? 201 : 200, encodeLines(f, kind, lines, version, accept, zoneless), accept);
}

/** POST `.../allowance` (lines with their own ids) or `.../periodic-lines` / `.../single-lines`. */
export async function handleAddLines(
  ctx: Ctx,
  f: Family,
  endpoint: Endpoint,
  kinds: LineKind[],
): Promise<void> {
  if (ctx.req.method !== 'POST') throw notAllowed('Lines are added here with POST.', ['POST']);
  const { version, accept, kind, lines, zoneless } = await readLineRequest(ctx, f, endpoint, kinds);
  await changeLines(ctx, f, endpoint, version, (doc) => {
    for (const line of lines) {
      const lineId = String(lineIdOf(kind, line));
      if (findLine(f.lines, doc, lineId))
        throw conflict('exists', `Line ${lineId} exists; replace it with PUT.`);
    }
    const existing = (doc[kind.member] as Line[] | undefined) ?? [];
    doc[kind.member] = [...existing, ...lines];
    return bodyToMessage(kind, zoneless, existing.length);
  });
  const first = String(lineIdOf(kind, lines[0]));
  send(ctx, 201, encodeLines(f, kind, lines, version, accept, zoneless), accept, {
    Location: `${locationOf(endpoint, ctx.params[0] as string)}/${kind.segment}/${encodeURIComponent(first)}`,
  });
}
