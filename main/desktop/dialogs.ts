// The bodies of the bridge's file methods (shared/api/desktop-bridge.ts), run in the main process on the
// renderer's behalf. Their input comes from the page, so it is checked before use; the dialogs are
// passed in (Electron's, for the window that asked).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { OpenDialogOptions, SaveDialogOptions } from 'electron';
import type { PickedFile } from '../../shared/api/desktop-bridge.ts';
import { writeFileAtomic } from '../files.ts';

export interface Dialogs {
  showOpenDialog(options: OpenDialogOptions): Promise<{ canceled: boolean; filePaths: string[] }>;
  showSaveDialog(options: SaveDialogOptions): Promise<{ canceled: boolean; filePath?: string }>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function openOptions(input: unknown): { title: string; extensions: string[]; multiple: boolean } {
  if (
    isRecord(input) &&
    typeof input.title === 'string' &&
    typeof input.multiple === 'boolean' &&
    Array.isArray(input.extensions) &&
    input.extensions.every((e) => typeof e === 'string' && /^[A-Za-z0-9]+$/.test(e))
  )
    return { title: input.title, extensions: input.extensions as string[], multiple: input.multiple };
  throw new TypeError('openFiles takes { title, extensions: [letters and digits], multiple }.');
}

export async function openFiles(dialogs: Dialogs, input: unknown): Promise<PickedFile[]> {
  const options = openOptions(input);
  const picked = await dialogs.showOpenDialog({
    title: options.title,
    filters:
      options.extensions.length > 0
        ? [
            {
              name: options.extensions.map((e) => e.toUpperCase()).join(', '),
              extensions: options.extensions,
            },
          ]
        : [],
    properties: options.multiple ? ['openFile', 'multiSelections'] : ['openFile'],
  });
  if (picked.canceled) return [];
  return Promise.all(
    picked.filePaths.map(async (file) => ({
      name: path.basename(file),
      bytes: new Uint8Array(await fs.readFile(file)),
    })),
  );
}

/** The suggested name's last segment: the page cannot steer the dialog to another directory. */
const fileName = (suggested: string) =>
  (suggested.split(/[\\/]/).pop() ?? '').replace(/^\.+/, '') || 'export';

export async function saveFile(dialogs: Dialogs, input: unknown, directory: string): Promise<boolean> {
  if (!isRecord(input) || typeof input.suggestedName !== 'string' || !(input.bytes instanceof Uint8Array))
    throw new TypeError('saveFile takes { suggestedName, bytes: Uint8Array }.');
  const chosen = await dialogs.showSaveDialog({
    defaultPath: path.join(directory, fileName(input.suggestedName)),
    properties: ['showOverwriteConfirmation', 'createDirectory'],
  });
  if (chosen.canceled || !chosen.filePath) return false;
  writeFileAtomic(chosen.filePath, input.bytes);
  return true;
}
