// /api/drafts: create (from a family, a template, a stored message or another draft), save (autosave:
// partial and invalid bodies are stored and answered with their issues), get, list, delete (a
// placement's Assignment draft with its placement), duplicate.

import type { Body } from '../../shared/api/contract.ts';
import { familyByName } from '../../shared/messages/registry.ts';
import { startingPoint } from '../../shared/messages/template.ts';
import { describeDraft } from '../messages/draft-content.ts';
import { deletePlacement } from '../placements/ending.ts';
import { followAssignmentDraft } from '../placements/service.ts';
import { badRequest, conflict, notFound } from '../server/http-error.ts';
import { type Draft, DraftRevisionConflict } from '../store/drafts.ts';
import { type ApiCtx, collectionOf } from './context.ts';
import { draftFamily, draftVersion } from './draft-params.ts';
import { pageOf } from './http.ts';
import { deliveryOf } from './lists-api.ts';
import {
  boolean,
  either,
  integer,
  jsonObject,
  object,
  optional,
  paging,
  param,
  text,
  worded,
} from './request-shape.ts';
import { created, type RouteTable } from './routes.ts';

/** A message body: its members are the schemas' to check. */
const messageBody = worded(jsonObject, 'shape', 'body must be a JSON object.');

const origins = either(
  object({ draft: text }),
  object({ collection: text, id: text }),
  'from is { collection, id } of a stored message or { draft: id }.',
);

function requireDraft(ctx: ApiCtx, id: string): Draft {
  const draft = ctx.drafts.get(id);
  if (!draft) throw notFound(`No draft ${id}.`);
  return draft;
}

/** The family, version and body a new draft starts from. */
function origin(ctx: ApiCtx, input: Body<'POST /drafts'>) {
  const { from } = input;
  if (from && 'draft' in from) {
    const source = requireDraft(ctx, from.draft);
    return { f: draftFamily(source.family), version: source.version, body: structuredClone(source.body) };
  }
  if (from) {
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
  if (input.body !== undefined) return { f, version, body: input.body };
  const schema = f.versions.find((v) => v.version === version)?.schema;
  // An invoice draft is UBL XML text, which the user brings (import) rather than builds here.
  const body = schema
    ? startingPoint(schema, input.template === true ? 'template' : 'skeleton')
    : { xml: '' };
  return { f, version, body };
}

function create(ctx: ApiCtx, input: Body<'POST /drafts'>): Draft {
  const { f, version, body } = origin(ctx, input);
  const draft = ctx.drafts.create(describeDraft(f, version, body));
  ctx.events.emit({ type: 'draft', id: draft.id, op: 'create' });
  followAssignmentDraft(ctx.desk, draft);
  return draft;
}

function save(ctx: ApiCtx, id: string, input: Body<'PUT /drafts/:id'>): Draft {
  const current = requireDraft(ctx, id);
  const f = draftFamily(input.family ?? current.family);
  const version = draftVersion(f, input.version ?? (f.name === current.family ? current.version : undefined));
  try {
    const saved = ctx.drafts.save(id, describeDraft(f, version, input.body), input.revision);
    if (!saved) throw notFound(`No draft ${id}.`);
    ctx.events.emit({ type: 'draft', id, op: 'update' });
    followAssignmentDraft(ctx.desk, saved);
    return saved;
  } catch (e) {
    if (e instanceof DraftRevisionConflict) throw conflict('revision', e.message);
    throw e;
  }
}

export const draftRoutes = {
  'GET /drafts': {
    query: { ...paging, family: param, q: param },
    handle: (ctx, { query: { family, q, ...page } }) => {
      if (family !== undefined && !familyByName.has(family))
        throw badRequest('family', `Unknown family ${family}.`);
      return ctx.drafts.list({ family, text: q, ...pageOf(page) });
    },
  },
  'POST /drafts': {
    body: {
      parse: object({
        family: optional(text),
        version: optional(text),
        body: optional(messageBody),
        template: optional(boolean),
        from: optional(origins),
      }),
    },
    handle: (ctx, { body }) => created(create(ctx, body)),
  },
  'GET /drafts/:id': (ctx, { params: { id } }) => requireDraft(ctx, id),
  'GET /drafts/:id/delivery': (ctx, { params: { id } }) => {
    const draft = requireDraft(ctx, id);
    const f = familyByName.get(draft.family);
    const delivery = f && deliveryOf(ctx, ctx.counterparties.list(), f, draft.body, draft.updatedAt);
    return delivery ? { delivery } : {};
  },
  'PUT /drafts/:id': {
    body: {
      parse: object({
        family: optional(text),
        version: optional(text),
        body: messageBody,
        revision: optional(
          worded(integer, 'revision', 'revision must be the integer revision the edit started from.'),
        ),
      }),
    },
    handle: (ctx, { params: { id }, body }) => save(ctx, id, body),
  },
  'DELETE /drafts/:id': (ctx, { params: { id } }) => {
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
  'POST /drafts/:id/duplicate': (ctx, { params: { id } }) => created(create(ctx, { from: { draft: id } })),
} satisfies Partial<RouteTable>;
