// What a request handler gets: the request, the server's configuration and store, who is asking.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Operation } from '../../shared/messages/registry.ts';
import type { ExchangeStore } from '../store/exchange-store.ts';
import type { Route } from './routes.ts';

export type ServerRole = 'supplier' | 'customer' | 'both';

export interface ServerConfig {
  role: ServerRole;
  /** Absolute base URL counterparties use to reach this server (for Content-Location). */
  publicUrl: string;
  bodyLimit: number;
  attachmentLimit: number;
  /** Keys are required on every SETU request (not only honoured when presented). */
  requireAuth: boolean;
  /** Host names (without port) accepted in the Host header; empty accepts any. */
  allowedHosts: string[];
}

export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  config: ServerConfig;
  store: ExchangeStore;
  /** The inbound key's name, or '' without a key. A key holder sees only what it sent. */
  owner: string;
  route: Route;
  params: string[];
  /** Set by handlers for the access log. */
  operation?: Operation | 'create' | 'list';
}
