// /api/drafts: create (from a family, a template, a stored message or another draft), save (autosave:
// partial and invalid bodies are stored and answered with their issues), get, list, delete (a
// placement's Assignment draft with its placement), duplicate.
import { familyByName } from '../../shared/registry.ts';
import { startingPoint } from '../../shared/template.ts';
import { describeDraft } from '../messages/draft-content.ts';
import { deletePlacement } from '../placements/ending.ts';
import { followAssignmentDraft } from '../placements/service.ts';
import { badRequest, conflict, notFound } from '../server/http-error.ts';
import { type Draft, DraftRevisionConflict } from '../store/drafts.ts';
import { type ApiCtx, collectionOf } from './context.ts';
import { draftFamily, draftVersion } from './draft-params.ts';
import { pageQuery, readJsonObject } from './http.ts';
import { created, type RouteTable } from './routes.ts';

const object = (value: unknown, what: string): Record<string, unknown> => {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('shape', `${what} must be a JSON object.`);
  return value as Record<string, unknown>;
};

function requireDraft(ctx: ApiCtx, id: string): Draft {
  const draft = ctx.drafts.get(id);
  if (!draft) throw notFound(`No draft ${id}.`);
  return draft;
}

/** The family, version and body a new draft starts from. */
function origin(ctx: ApiCtx, input: Record<string, unknown>) {
  const from = input.from === undefined ? undefined : object(input.from, 'from');
  if (from && typeof from.draft === 'string') {
    const source = requireDraft(ctx, from.draft);
    return { f: draftFamily(source.family), version: source.version, body: structuredClone(source.body) };
  }
  if (from) {
    if (typeof from.collection !== 'string' || typeof from.id !== 'string')
      throw badRequest('from', 'from is { collection, id } of a stored message or { draft: id }.');
    const { endpoint } = collectionOf(from.collection);
    const resource = ctx.store.get(endpoint.path, from.id);
    if (!resource || resource.deleted) throw notFound(`No message ${from.id} in ${endpoint.path}.`);
    const f = draftFamily(resource.family);
    if (input.family !== undefined && input.family !== f.name)
      throw badRequest('family', `The message is a ${f.name}, not a ${String(input.family)}.`);
    return { f, version: resource.standardVersion, body: structuredClone(resource.body) };
  }
  const f = draftFamily(input.family);
  const version = draftVersion(f, input.version);
  if (input.body !== undefined) return { f, version, body: object(input.body, 'body') };
  const schema = f.versions.find((v) => v.version === version)?.schema;
  // An invoice draft is UBL XML text, which the user brings (import) rather than builds here.
  const body = schema
    ? startingPoint(schema, input.template === true ? 'template' : 'skeleton')
    : { xml: '' };
  return { f, version, body };
}

function create(ctx: ApiCtx, input: Record<string, unknown>): Draft {
  const { f, version, body } = origin(ctx, input);
  const draft = ctx.drafts.create(describeDraft(f, version, body));
  ctx.events.emit({ type: 'draft', id: draft.id, op: 'create' });
  followAssignmentDraft(ctx.desk, draft);
  return draft;
}

async function save(ctx: ApiCtx, id: string): Promise<Draft> {
  const input = await readJsonObject(ctx.req);
  const current = requireDraft(ctx, id);
  const f = draftFamily(input.family ?? current.family);
  const version = draftVersion(f, input.version ?? (f.name === current.family ? current.version : undefined));
  const body = object(input.body, 'body');
  const revision = input.revision;
  if (revision !== undefined && !Number.isInteger(revision))
    throw badRequest('revision', 'revision must be the integer revision the edit started from.');
  try {
    const saved = ctx.drafts.save(id, describeDraft(f, version, body), revision as number | undefined);
    if (!saved) throw notFound(`No draft ${id}.`);
    ctx.events.emit({ type: 'draft', id, op: 'update' });
    followAssignmentDraft(ctx.desk, saved);
    return saved;
  } catch (e) {
    if (e instanceof DraftRevisionConflict) throw conflict('revision', e.message);
    throw e;
  }
}

function list(ctx: ApiCtx) {
  const family = ctx.url.searchParams.get('family') ?? undefined;
  if (family !== undefined && !familyByName.has(family))
    throw badRequest('family', `Unknown family ${family}.`);
  return ctx.drafts.list({ family, text: ctx.url.searchParams.get('q') ?? undefined, ...pageQuery(ctx.url) });
}

export const draftRoutes = {
  'GET /drafts': (ctx) => list(ctx),
  'POST /drafts': async (ctx) => created(create(ctx, await readJsonObject(ctx.req))),
  'GET /drafts/:id': (ctx, { id }) => requireDraft(ctx, id),
  'PUT /drafts/:id': (ctx, { id }) => save(ctx, id),
  'DELETE /drafts/:id': (ctx, { id }) => {
    // A placement's Assignment draft is the placement: it goes with it, or not at all once sent.
    const placement = ctx.desk.placements.bySource('draft', id);
    if (placement) {
      deletePlacement(ctx.desk, placement.id);
      return undefined;
    }
    if (!ctx.drafts.delete(id)) throw notFound(`No draft ${id}.`);
    ctx.events.emit({ type: 'draft', id, op: 'delete' });
    return undefined;
  },
  'POST /drafts/:id/duplicate': (ctx, { id }) => created(create(ctx, { from: { draft: id } })),
} satisfies Partial<RouteTable>;
