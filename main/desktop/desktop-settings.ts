// The desktop app's own settings, `desktop.json` in the data folder: what the app remembers (the
// window's place) and what an administrator may set (an update feed, how many daily backups to keep).
// A missing or unreadable file is the defaults: these settings must never keep the app from starting.
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../files.ts';

export const SETTINGS_FILE = 'desktop.json';
export const DEFAULT_BACKUPS_KEPT = 7;

export interface WindowPlace {
  x: number;
  y: number;
  width: number;
  height: number;
  maximized: boolean;
}

export interface DesktopSettings {
  window?: WindowPlace;
  /** A generic update server's URL (where `npm run dist`'s packages and latest*.yml lie); none: no updates. */
  updateFeed?: string;
  backupsKept: number;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isInt = (v: unknown): v is number => Number.isInteger(v);

function windowPlace(v: unknown): WindowPlace | undefined {
  if (!isRecord(v) || ![v.x, v.y, v.width, v.height].every(isInt)) return undefined;
  return {
    x: v.x as number,
    y: v.y as number,
    width: v.width as number,
    height: v.height as number,
    maximized: v.maximized === true,
  };
}

function feed(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function read(dataDir: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, SETTINGS_FILE), 'utf8'));
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

export function readSettings(dataDir: string): DesktopSettings {
  const raw = read(dataDir);
  const kept = raw.backupsKept;
  return {
    window: windowPlace(raw.window),
    updateFeed: feed(raw.updateFeed),
    backupsKept: isInt(kept) && kept >= 1 && kept <= 365 ? kept : DEFAULT_BACKUPS_KEPT,
  };
}

/** Changes what the app remembers; what else the file holds (an administrator's keys) stays as it was. */
export function rememberWindow(dataDir: string, place: WindowPlace): void {
  fs.mkdirSync(dataDir, { recursive: true });
  writeFileAtomic(
    path.join(dataDir, SETTINGS_FILE),
    `${JSON.stringify({ ...read(dataDir), window: place }, null, 2)}\n`,
  );
}
