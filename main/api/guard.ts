// Who may use the management API: only a local process (the renderer, the CLI, tests) that holds the
// per-install token. Checked in this order so that nothing is revealed to anyone outside that circle.
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../server/http-error.ts';
import { tokenMatches } from '../store/management-token.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1']);

export const isLoopbackAddress = (address: string | undefined) =>
  address !== undefined &&
  (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));

/** The Host header's name without port or IPv6 brackets, lowercased. */
export function hostName(req: IncomingMessage): string {
  return (req.headers.host ?? '')
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();
}

/** A request that reached the loopback interface under a local name, which `guard` refuses otherwise. */
export const isLocalRequest = (req: IncomingMessage) =>
  isLoopbackAddress(req.socket.localAddress) && LOOPBACK_HOSTS.has(hostName(req));

/**
 * Throws the refusal for a request that may not reach the API. OPTIONS (a browser's CORS preflight,
 * which never carries credentials) passes the loopback and Host checks only; the caller answers it
 * without any Access-Control-Allow-* header, so the browser refuses the real request.
 */
export function guard(req: IncomingMessage, token: string, tokenRequired = true): void {
  // Served on loopback only: a request that arrived on another interface sees nothing here.
  if (!isLoopbackAddress(req.socket.localAddress))
    throw new HttpError(404, 'not-found', 'No SETU operation at this path.');
  // A page on a rebound DNS name reaches 127.0.0.1 with its own name in Host.
  if (!LOOPBACK_HOSTS.has(hostName(req)))
    throw new HttpError(403, 'forbidden-host', 'The management API answers only to localhost.');
  if (req.method === 'OPTIONS' || !tokenRequired) return;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!match || !tokenMatches(token, match[1] as string)) {
    throw new HttpError(
      401,
      'unauthorized',
      'The management API requires the install token: Authorization: Bearer <token>.',
      [],
      { 'WWW-Authenticate': 'Bearer realm="setu-workbench"' },
    );
  }
}
