// GET /api/data: where the Workbench keeps its data (the folder of its database file) and the backups
// in that folder (those taken before each migration, and any put there), for Settings.
import fs from 'node:fs';
import path from 'node:path';
import type { BackupInfo, DataInfo } from '../../shared/api/types.ts';
import type { ApiCtx } from './context.ts';
import type { RouteTable } from './routes.ts';

function info(file: string): BackupInfo {
  const stat = fs.statSync(file);
  return { name: path.basename(file), size: stat.size, createdAt: stat.mtime.toISOString() };
}

function data(ctx: ApiCtx): DataInfo {
  const file = ctx.store.file;
  const folder = path.dirname(file);
  const dir = path.join(folder, 'backups');
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.sqlite')) : [];
  const backups = names
    .map((n) => info(path.join(dir, n)))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { folder, file, backups };
}

export const dataRoutes = {
  'GET /data': (ctx) => data(ctx),
} satisfies Partial<RouteTable>;
