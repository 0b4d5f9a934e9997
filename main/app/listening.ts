// What `serve` makes sure of before it gives its address: the address itself (the port bound), and on
// loopback the key counterparty tokens are encrypted with and the UI's sign-in token. Only node's own
// modules and a few small ones are loaded for it; the server's code and the store follow (serve.ts)
// while the browser already loads the UI's files from the socket (server/listener.ts).
import { type UiFiles, uiAddress, uiFiles } from '../api/ui-files.ts';
import { type Listener, listen } from '../server/listener.ts';
import { ensureManagementToken } from '../store/management-token.ts';
import { headlessKey, Secrets } from '../store/secrets.ts';
import type { ServeOptions } from './serve.ts';

export interface Listening {
  listener: Listener;
  /** On loopback and not an office server: what the management API is mounted with. */
  management?: { secrets: Secrets; ui: UiFiles; token: string; uiUrl: string };
}

export const isLoopback = (address: string) =>
  address === 'localhost' || address === '::1' || address.startsWith('127.');

/** Listens as `options` say, answering the UI's files at once and holding every other request. */
export async function listenFirst(options: ServeOptions): Promise<Listening> {
  const { listen: host, tls } = options;
  const loopback = isLoopback(host);
  if (!loopback && !tls && !options.insecure) {
    throw new Error(
      `listening on ${host} exposes the server to the network: give --tls-cert and --tls-key (or --insecure to accept plain HTTP)`,
    );
  }
  // The management API is for local clients only, and the office server keeps no drafts for it.
  if (!loopback || options.storeUrl) return { listener: await listen({ tls }, options.port, host) };
  // Resolved before the address is given, so a key that cannot be had stops the start with its reason.
  const secrets = new Secrets(options.secretsKey ?? headlessKey(options.dataDir));
  const token = ensureManagementToken(options.dataDir);
  const ui = uiFiles();
  const listener = await listen({ tls }, options.port, host);
  listener.answerEarly = ui.answerEarly;
  return { listener, management: { secrets, ui, token, uiUrl: uiAddress(listener.url, token) } };
}
