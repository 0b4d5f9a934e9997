// /api/backups and /api/desktop: a backup copy for the user to save where they choose, a restore from
// a file they pick (checked, then put in place when the server next starts), and opening the data or
// log folder. Restarting the server and opening folders are the desktop app's to do: its server
// process hands them in (`DesktopRequests`); headless (`serve`) nobody does, and the answers say so.
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DesktopFolder } from '../../shared/api/types.ts';
import { conflict, HttpError } from '../server/http-error.ts';
import { backUpTo, RestoreRefused, stageRestore } from '../store/backup.ts';
import { removeTemporary, temporaryFor } from '../store/temporary-files.ts';
import type { ApiCtx } from './context.ts';
import { object, oneOf, worded } from './request-shape.ts';
import { type RouteTable, SENT } from './routes.ts';

/** What the desktop app's server process does when asked: restart (a restore is staged), show a folder. */
export interface DesktopRequests {
  restart(): void;
  open(folder: DesktopFolder): void;
}

const dataDirOf = (ctx: ApiCtx) => path.dirname(ctx.store.file);
const scratch = (ctx: ApiCtx, what: string) => temporaryFor(path.join(dataDirOf(ctx), `${what}.sqlite`));

async function sendCopy(ctx: ApiCtx): Promise<typeof SENT> {
  const file = scratch(ctx, 'copy');
  try {
    backUpTo(ctx.store.file, file);
    const day = new Date().toISOString().slice(0, 10);
    ctx.res.writeHead(200, {
      'Content-Type': 'application/vnd.sqlite3',
      'Content-Length': fs.statSync(file).size,
      'Content-Disposition': `attachment; filename="setu-workbench-${day}.sqlite"`,
      'Cache-Control': 'no-store',
    });
    await pipeline(fs.createReadStream(file), ctx.res);
  } finally {
    removeTemporary(file);
  }
  return SENT;
}

async function restore(ctx: ApiCtx, desktop?: DesktopRequests): Promise<{ restarting: boolean }> {
  const file = scratch(ctx, 'restore');
  try {
    await pipeline(ctx.req, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    stageRestore(dataDirOf(ctx), file);
  } catch (e) {
    if (e instanceof RestoreRefused) throw new HttpError(400, 'backup-refused', e.message);
    throw e;
  } finally {
    removeTemporary(file);
  }
  // After the answer has gone: the restart ends this process.
  if (desktop) ctx.res.once('finish', () => desktop.restart());
  return { restarting: desktop !== undefined };
}

function open(ctx: ApiCtx, folder: DesktopFolder, desktop?: DesktopRequests): undefined {
  if (!desktop)
    throw conflict(
      'not-desktop',
      `Only the desktop app opens folders; the data folder is ${dataDirOf(ctx)}.`,
    );
  desktop.open(folder);
  return undefined;
}

export const backupRoutes = (desktop?: DesktopRequests) =>
  ({
    'GET /backups/copy': sendCopy,
    'POST /backups/restore': (ctx) => restore(ctx, desktop),
    'POST /desktop/open': {
      body: {
        parse: object({
          folder: worded(oneOf('data', 'logs'), 'folder', "folder must be 'data' or 'logs'."),
        }),
      },
      handle: (ctx, { body }) => open(ctx, body.folder, desktop),
    },
  }) satisfies Partial<RouteTable>;
