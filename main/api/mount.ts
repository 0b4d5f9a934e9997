// Sets the management API up beside a store: the install token, a database connection for drafts and
// listings, the change events the exchange server reports to. `serve` and the tests use it alike.
import type { Change } from '../../shared/api/events.ts';
import type { ServerOptions } from '../server/server.ts';
import { openConnection } from '../store/connection.ts';
import { EventTopic } from '../store/event-topic.ts';
import { ensureManagementToken } from '../store/management-token.ts';
import { headlessSecrets, type Secrets } from '../store/secrets.ts';
import type { Store } from '../store/store.ts';
import type { SyncOptions } from '../sync/engine.ts';
import type { DesktopRequests } from './backups-api.ts';
import { createManagementApi } from './management.ts';

export interface MountedManagement {
  token: string;
  /** Spread into the server's options. */
  serverOptions: Pick<ServerOptions, 'management' | 'events'>;
  /** The UI's address with its sign-in token, given the server's base URL. */
  uiUrl(serverUrl: string): string;
  /** Ends the event streams (before closing the HTTP server) and the connection (after). */
  closeStreams(): void;
  close(): void;
}

/**
 * `sync` tunes the in-process sync engine (tests shorten its retries); attachments come from `store`.
 * `secrets` encrypts counterparty tokens: the desktop app passes its keychain-protected key, and
 * `desktop` what it does when the API asks it to restart or show a folder.
 */
export function mountManagement(
  dataDir: string,
  store: Store,
  sync: SyncOptions = {},
  secrets: Secrets = headlessSecrets(dataDir),
  desktop?: DesktopRequests,
): MountedManagement {
  const token = ensureManagementToken(dataDir);
  const db = openConnection(store.file);
  const events = new EventTopic<Change>();
  const api = createManagementApi({
    token,
    store,
    db,
    events,
    secrets,
    sync: { localAttachments: (id) => store.getAttachment(id), ...sync },
    desktop,
  });
  return {
    token,
    serverOptions: { management: api.handle, events },
    uiUrl: (serverUrl) => `${serverUrl}/?token=${encodeURIComponent(token)}`,
    closeStreams: () => api.close(),
    close: () => {
      api.close();
      // The engine's pools close in the background; runs were stopped (closeStreams) before the server closed.
      void api.closeSync().catch(() => {});
      db.close();
    },
  };
}
