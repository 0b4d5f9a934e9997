// The messages between the desktop app's main process and its server process (utility.ts). They
// travel over the utilityProcess message port (a Node IPC channel when the server runs headless in
// tests): the data key goes this way rather than in an environment variable or an argument, which
// other processes of the user (and, for arguments, of every user) can read, and which children inherit.
import type { DesktopFolder } from '../../shared/api/types.ts';
import type { ServerRole } from '../server/context.ts';

export interface StartMessage {
  type: 'start';
  dataDir: string;
  role: ServerRole;
  /** The data key for counterparty tokens, base64; absent: the data directory's key file. */
  secretsKey?: string;
  /** The port of the server this one replaces, so the window's address stays the same; 0: any. */
  port?: number;
  /** How many daily backups to keep; absent: none are taken. */
  backupsKept?: number;
  /**
   * The desktop's network: trust the operating system's certificates, and ask the main process for
   * the system's proxy of each counterparty's address (`resolve-proxy`, answered by `proxy`).
   */
  systemNetwork?: boolean;
}

export type ToServer =
  | StartMessage
  | { type: 'stop' }
  /** The system's proxy for a `resolve-proxy` request ("PROXY host:port; DIRECT"), or null. */
  | { type: 'proxy'; id: number; answer: string | null };

export type FromServer =
  | { type: 'ready'; url: string; token: string }
  | { type: 'failed'; message: string }
  | { type: 'open'; folder: DesktopFolder }
  | { type: 'resolve-proxy'; id: number; url: string };

/** The server process's exit code when it ends to be started again (a restore is staged). */
export const RESTART_EXIT = 75;
