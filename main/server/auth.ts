// Who is asking: inbound keys presented as `Authorization: Bearer <key>`, and the Host check that
// keeps web pages (DNS rebinding) away from a server listening on loopback.

import type { IncomingMessage } from 'node:http';
import type { Store } from '../store/store.ts';
import type { Ctx, ServerConfig } from './context.ts';
import { HttpError } from './http-error.ts';

const unauthorized = (description: string) =>
  new HttpError(401, 'unauthorized', description, [], { 'WWW-Authenticate': 'Bearer realm="setu"' });

/** The key name of the caller, '' when none is presented and none is required. */
export function authenticate(req: IncomingMessage, config: ServerConfig, store: Store): string {
  const header = req.headers.authorization;
  if (!header) {
    if (config.requireAuth) throw unauthorized('A key is required: send Authorization: Bearer <key>.');
    return '';
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const name = match ? store.verifyKey(match[1] as string) : undefined;
  if (!name) throw unauthorized('The key is not valid (unknown or revoked).');
  return name;
}

export function checkHost(req: IncomingMessage, config: ServerConfig): void {
  if (config.allowedHosts.length === 0) return;
  const host = (req.headers.host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
  if (!config.allowedHosts.includes(host)) {
    throw new HttpError(403, 'forbidden-host', `Requests for host "${host}" are not served here.`);
  }
}

export type { Ctx };
