// /api/counterparties: list (never a secret, only whether one is set), add, edit, delete (refused
// while messages for it are unsent) and "test connection" (main/sync/connection-test.ts). A setting the store
// refuses is a 400 that names it.

import type { Body, CounterpartySettings } from '../../shared/api/contract.ts';
import { familyByName, type Role } from '../../shared/messages/registry.ts';
import type { CustomerParty } from '../../shared/parties/agency.ts';
import { readCustomer } from '../../shared/parties/organisation-input.ts';
import { badRequest, conflict, HttpError, notFound } from '../server/http-error.ts';
import {
  type Counterparty,
  CounterpartyInUse,
  type CounterpartyPatch,
  type SubmitMethod,
  type VersionHeader,
} from '../store/counterparties.ts';
import { InvalidSetting } from '../store/credentials.ts';
import { withoutSecrets } from '../store/credentials-view.ts';
import { testConnection } from '../sync/connection-test.ts';
import type { ApiCtx } from './context.ts';
import { credentialMembers, credentialSettings } from './credential-input.ts';
import {
  array,
  boolean,
  nullable,
  number,
  object,
  oneOf,
  optional,
  readBy,
  text,
  worded,
} from './request-shape.ts';
import { created, type RouteTable } from './routes.ts';

/** What the API shows of a counterparty: its secrets stay in the store. */
export const shownCounterparty = (cp: Counterparty) => withoutSecrets(cp);

const SUBMIT_METHODS = ['PUT', 'POST'] as const;

/** One family's submit method each: `{ "InquiryPayEquity": "POST" }`. */
function submitMethods(value: unknown): Record<string, SubmitMethod> {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw badRequest('submitMethods', 'submitMethods must be an object of message family names and methods.');
  for (const [name, method] of Object.entries(value)) {
    if (!familyByName.has(name))
      throw badRequest('submitMethods', `submitMethods: unknown message family ${name}.`);
    if (!SUBMIT_METHODS.includes(method))
      throw badRequest('submitMethods', `submitMethods.${name} must be PUT or POST.`);
  }
  return value as Record<string, SubmitMethod>;
}

/** A counterparty's settings as a body names them; an override of a default may be null (the default). */
const settingMembers = {
  ...credentialMembers,
  role: optional(oneOf('supplier', 'customer')),
  baseUrl: optional(worded(text, 'baseUrl', 'baseUrl must be a URL.')),
  families: optional(worded(array(text), 'families', 'families must be an array of message family names.')),
  submitMethod: optional(nullable(oneOf<SubmitMethod>(...SUBMIT_METHODS))),
  submitMethods: optional(readBy(submitMethods)),
  versionHeader: optional(nullable(oneOf<VersionHeader>('standardVersionId', 'setuVersionId'))),
  charsetParameter: optional(worded(boolean, 'charsetParameter', 'charsetParameter must be true or false.')),
  format: optional(oneOf('json', 'xml')),
  timeoutMs: optional(worded(number, 'timeoutMs', 'timeoutMs must be a number of milliseconds.')),
  party: optional(nullable(readBy(customerParty))),
};

/** The settings a body names; absent keys stay absent (an edit keeps them). */
function settings(input: CounterpartySettings): CounterpartyPatch {
  const patch: CounterpartyPatch = credentialSettings(input);
  if (input.role) patch.role = input.role;
  if (input.baseUrl !== undefined) patch.baseUrl = input.baseUrl;
  if (input.families !== undefined) patch.families = input.families;
  if (input.submitMethod !== undefined) patch.submitMethod = input.submitMethod;
  if (input.submitMethods !== undefined) patch.submitMethods = input.submitMethods;
  if (input.versionHeader !== undefined) patch.versionHeader = input.versionHeader;
  if (input.format) patch.bodyFormat = input.format;
  if (input.party !== undefined) patch.party = input.party ?? undefined;
  if (input.charsetParameter !== undefined) patch.charsetParameter = input.charsetParameter;
  if (input.timeoutMs !== undefined) patch.timeoutMs = input.timeoutMs;
  return patch;
}

/** A customer's details: words and numbers of bounded length, an address, terms (organisation-input.ts). */
export function customerParty(value: unknown): CustomerParty {
  const { value: party, problems } = readCustomer(value);
  if (problems.length > 0)
    throw badRequest(
      'party',
      problems[0]?.message ?? 'party is not valid.',
      problems.map((p) => ({
        path: `/party/${p.field.replace('.', '/')}`,
        code: 'party',
        message: p.message,
      })),
    );
  return party;
}

/** The store's own checks are worded for the user: they become 400s naming the setting. */
function checked<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof HttpError || e instanceof CounterpartyInUse) throw e;
    if (e instanceof InvalidSetting)
      throw badRequest(e.field, e.message, [
        { path: `/${e.field.replace(/\./g, '/')}`, code: 'invalid-setting', message: e.message },
      ]);
    throw badRequest('counterparty', (e as Error).message);
  }
}

const NAME_WORDS = 'A counterparty needs a name.';

function create(ctx: ApiCtx, input: Body<'POST /counterparties'>) {
  if (input.name.trim() === '') throw badRequest('name', NAME_WORDS);
  const name = input.name.trim();
  const patch = settings(input);
  if (!patch.role)
    throw badRequest('role', 'role (the role the counterparty implements) is supplier or customer.');
  if (!patch.baseUrl) throw badRequest('baseUrl', 'baseUrl is required.');
  if (ctx.counterparties.get(name))
    throw conflict('exists', `A counterparty named "${name}" already exists.`);
  const cp = checked(() =>
    ctx.counterparties.add({ ...patch, name, role: patch.role as Role, baseUrl: patch.baseUrl as string }),
  );
  ctx.activity.emit({ type: 'counterparty', name: cp.name, op: 'create' });
  return created(shownCounterparty(cp));
}

function requireCounterparty(ctx: ApiCtx, name: string): Counterparty {
  const cp = ctx.counterparties.get(name);
  if (!cp) throw notFound(`No counterparty named "${name}".`);
  return cp;
}

function edit(ctx: ApiCtx, name: string, input: Body<'PUT /counterparties/:name'>) {
  if (input.name !== undefined && input.name !== name)
    throw badRequest('name', 'A counterparty cannot be renamed: its outbox entries refer to the name.');
  const cp = checked(() => ctx.counterparties.update(name, settings(input)));
  if (!cp) throw notFound(`No counterparty named "${name}".`);
  ctx.activity.emit({ type: 'counterparty', name, op: 'update' });
  return shownCounterparty(cp);
}

function remove(ctx: ApiCtx, name: string): undefined {
  try {
    if (!ctx.counterparties.remove(name)) throw notFound(`No counterparty named "${name}".`);
  } catch (e) {
    if (e instanceof CounterpartyInUse) throw conflict('unsent-entries', e.message);
    throw e;
  }
  ctx.activity.emit({ type: 'counterparty', name, op: 'delete' });
  return undefined;
}

export const counterpartyRoutes = {
  'GET /counterparties': (ctx) => ctx.counterparties.list().map(shownCounterparty),
  'POST /counterparties': {
    body: { parse: object({ ...settingMembers, name: worded(text, 'name', NAME_WORDS) }) },
    handle: (ctx, { body }) => create(ctx, body),
  },
  'GET /counterparties/:name': (ctx, { params: { name } }) =>
    shownCounterparty(requireCounterparty(ctx, name)),
  'PUT /counterparties/:name': {
    body: { parse: object({ ...settingMembers, name: optional(text) }) },
    handle: (ctx, { params: { name }, body }) => edit(ctx, name, body),
  },
  'DELETE /counterparties/:name': (ctx, { params: { name } }) => remove(ctx, name),
  'POST /counterparties/:name/test': (ctx, { params: { name } }) =>
    testConnection(requireCounterparty(ctx, name), ctx.sync.transport),
} satisfies Partial<RouteTable>;
