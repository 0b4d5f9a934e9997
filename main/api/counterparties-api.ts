// /api/counterparties: list (never a secret, only whether one is set), add, edit, delete (refused
// while messages for it are unsent) and "test connection" (main/sync/connection-test.ts). A setting the store
// refuses is a 400 that names it.
import type { CustomerParty } from '../../shared/agency.ts';
import { readCustomer } from '../../shared/organisation-input.ts';
import { familyByName, type Role } from '../../shared/registry.ts';
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
import { credentialSettings } from './credential-input.ts';
import { readJsonObject } from './http.ts';
import { created, type RouteTable } from './routes.ts';

/** What the API shows of a counterparty: its secrets stay in the store. */
export const shownCounterparty = (cp: Counterparty) => withoutSecrets(cp);

function oneOf<T extends string>(input: Record<string, unknown>, key: string, allowed: readonly T[]) {
  const value = input[key];
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw badRequest(key, `${key} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

/** An override of a default: one of `allowed`, or null for the default (the official OpenAPI's). */
function override<T extends string>(input: Record<string, unknown>, key: string, allowed: readonly T[]) {
  if (input[key] !== null) return oneOf(input, key, allowed);
  return null;
}

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

/** The settings a body names, checked; absent keys stay absent (an edit keeps them). */
function settings(input: Record<string, unknown>): CounterpartyPatch {
  const patch: CounterpartyPatch = credentialSettings(input);
  const role = oneOf<Role>(input, 'role', ['supplier', 'customer']);
  if (role) patch.role = role;
  if (input.baseUrl !== undefined) {
    if (typeof input.baseUrl !== 'string') throw badRequest('baseUrl', 'baseUrl must be a URL.');
    patch.baseUrl = input.baseUrl;
  }
  if (input.families !== undefined) {
    if (!Array.isArray(input.families) || !input.families.every((f) => typeof f === 'string'))
      throw badRequest('families', 'families must be an array of message family names.');
    patch.families = input.families as string[];
  }
  const submitMethod = override<SubmitMethod>(input, 'submitMethod', SUBMIT_METHODS);
  if (submitMethod !== undefined) patch.submitMethod = submitMethod;
  if (input.submitMethods !== undefined) patch.submitMethods = submitMethods(input.submitMethods);
  const versionHeader = override<VersionHeader>(input, 'versionHeader', [
    'standardVersionId',
    'setuVersionId',
  ]);
  if (versionHeader !== undefined) patch.versionHeader = versionHeader;
  const format = oneOf(input, 'format', ['json', 'xml'] as const);
  if (format) patch.bodyFormat = format;
  if (input.party !== undefined) patch.party = input.party === null ? undefined : customerParty(input.party);
  if (input.charsetParameter !== undefined) {
    if (typeof input.charsetParameter !== 'boolean')
      throw badRequest('charsetParameter', 'charsetParameter must be true or false.');
    patch.charsetParameter = input.charsetParameter;
  }
  if (input.timeoutMs !== undefined) {
    if (typeof input.timeoutMs !== 'number')
      throw badRequest('timeoutMs', 'timeoutMs must be a number of milliseconds.');
    patch.timeoutMs = input.timeoutMs;
  }
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

async function create(ctx: ApiCtx) {
  const input = await readJsonObject(ctx.req);
  if (typeof input.name !== 'string' || input.name.trim() === '')
    throw badRequest('name', 'A counterparty needs a name.');
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

async function edit(ctx: ApiCtx, name: string) {
  const input = await readJsonObject(ctx.req);
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
  'POST /counterparties': (ctx) => create(ctx),
  'GET /counterparties/:name': (ctx, { name }) => shownCounterparty(requireCounterparty(ctx, name)),
  'PUT /counterparties/:name': (ctx, { name }) => edit(ctx, name),
  'DELETE /counterparties/:name': (ctx, { name }) => remove(ctx, name),
  'POST /counterparties/:name/test': (ctx, { name }) =>
    testConnection(requireCounterparty(ctx, name), ctx.sync.transport),
} satisfies Partial<RouteTable>;
