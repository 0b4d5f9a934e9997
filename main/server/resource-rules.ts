// Rules about resources that every handler shares: which role serves what, ids and ownership.
import type { Endpoint, Operation } from '../../shared/messages/registry.ts';
import type { StoredResource } from '../store/types.ts';
import type { Ctx, ServerRole } from './context.ts';
import { badRequest, notFound } from './http-error.ts';
import { notAllowed } from './message-body.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function serves(role: ServerRole, endpoint: Endpoint, op: Operation): boolean {
  if (!endpoint.operations.includes(op)) return false;
  return (
    op === 'retrieve' ||
    role === 'both' ||
    endpoint.implementedBy === 'both' ||
    endpoint.implementedBy === role
  );
}

/** 405 unless this server's role serves the operation on the endpoint. */
export function requireServed(ctx: Ctx, endpoint: Endpoint, op: Operation): void {
  if (serves(ctx.config.role, endpoint, op)) return;
  const allow = (['retrieve', 'submit', 'update', 'delete'] as Operation[])
    .filter((o) => serves(ctx.config.role, endpoint, o))
    .flatMap((o) => ({ retrieve: ['GET'], submit: ['PUT', 'POST'], update: ['PUT'], delete: ['DELETE'] })[o]);
  const reason = !endpoint.operations.includes(op)
    ? `${endpoint.label} has no ${op} operation.`
    : `This server acts as the staffing ${ctx.config.role}; ${endpoint.label} ${op} is served by the staffing ${endpoint.implementedBy}'s back office.`;
  throw notAllowed(reason, [...new Set(allow)]);
}

/**
 * A resource id as the server keeps it: a UUID in lower case (RFC 9562 compares them without case),
 * so that one written in upper case names the same resource. Other ids are kept as sent.
 */
export const canonicalId = (id: string) => (UUID.test(id) ? id.toLowerCase() : id);

export function requireUuid(id: string, what = 'resource id'): void {
  if (!UUID.test(id)) throw badRequest('id', `The ${what} must be a UUID, not "${id}".`);
}

/** The live resource the caller may see; 404 for absent, deleted and other holders' resources. */
export function visible<R extends Pick<StoredResource, 'owner' | 'deleted'>>(
  ctx: Ctx,
  resource: R | undefined,
): R {
  if (!resource || resource.deleted || resource.owner !== ctx.owner) throw notFound();
  return resource;
}
