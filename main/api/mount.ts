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
import type { UiFiles } from './ui-files.ts';

export interface MountedManagement {
  token: string;
  /** Spread into the server's options. */
  serverOptions: Pick<ServerOptions, 'management' | 'events'>;
  /** Ends the event streams (before closing the HTTP server) and the connection (after). */
  closeStreams(): void;
  close(): void;
}

export interface MountOptions {
  /** Tunes the in-process sync engine (tests shorten its retries); attachments come from `store`. */
  sync?: SyncOptions;
  /** Encrypts counterparty tokens: the desktop app passes its keychain-protected key. */
  secrets?: Secrets;
  /** What the desktop app does when the API asks it to restart or show a folder. */
  desktop?: DesktopRequests;
  /** The UI's files, when serve read them as it started listening. */
  ui?: UiFiles;
}

export function mountManagement(
  dataDir: string,
  store: Store,
  { sync = {}, secrets = headlessSecrets(dataDir), desktop, ui }: MountOptions = {},
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
    ui,
  });
  return {
    token,
    serverOptions: { management: api.handle, events },
    closeStreams: () => api.close(),
    close: () => {
      api.close();
      // The engine's pools close in the background; runs were stopped (closeStreams) before the server closed.
      void api.closeSync().catch(() => {});
      db.close();
    },
  };
}
