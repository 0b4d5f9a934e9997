// Who is asking: inbound keys presented as `Authorization: Bearer <key>`, and the Host check that
// keeps web pages (DNS rebinding) away from a server listening on loopback.

import type { IncomingMessage } from 'node:http';
import type { ExchangeStore, KeyHolder } from '../store/exchange-store.ts';
import type { Ctx, ServerConfig } from './context.ts';
import { HttpError } from './http-error.ts';

const unauthorized = (description: string) =>
  new HttpError(401, 'unauthorized', description, [], { 'WWW-Authenticate': 'Bearer realm="setu"' });

/**
 * The key a request presents; undefined when it presents none and none is required. Apart from the
 * store's lookup, so that a request without a key (a loopback server's) does not wait for a promise:
 * that wait cost some 7% of the GET rate.
 */
export function presentedKey(req: IncomingMessage, config: ServerConfig): string | undefined {
  const header = req.headers.authorization;
  if (!header) {
    if (config.requireAuth) throw unauthorized('A key is required: send Authorization: Bearer <key>.');
    return undefined;
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized('The key is not valid (unknown or revoked).');
  return match[1] as string;
}

/** The holder of a presented key: 401 for a key the store does not know, or revoked. */
export async function keyHolder(store: ExchangeStore, key: string): Promise<KeyHolder> {
  const holder = await store.verifyKey(key);
  if (!holder) throw unauthorized('The key is not valid (unknown or revoked).');
  return holder;
}

/** The name a SETU request is sent under: a counterparty's key, or '' without one. */
export function senderOf(holder: KeyHolder | undefined): string {
  if (holder?.kind === 'desktop') {
    throw new HttpError(
      403,
      'desktop-key',
      "This is a desktop's key: it reads the office's change feed and sends no SETU messages.",
    );
  }
  return holder?.name ?? '';
}

/** The office's own routes are for desktops only, whatever else the server lets in without a key. */
export function requireDesktop(holder: KeyHolder | undefined): KeyHolder {
  if (!holder) throw unauthorized("A desktop's key is required: send Authorization: Bearer <key>.");
  if (holder.kind !== 'desktop')
    throw new HttpError(403, 'not-a-desktop', "The change feed is read with a desktop's key.");
  return holder;
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
