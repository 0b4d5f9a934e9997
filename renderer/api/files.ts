// Opening and saving files: the native dialogs of the desktop shell, or the browser's own picker and
// download when the UI runs in a browser against `serve`.
import type { PickedFile } from '../../shared/api/desktop-bridge.ts';
import { callFile } from './call.ts';

export async function pickFiles(options: {
  title: string;
  extensions: string[];
  multiple: boolean;
}): Promise<PickedFile[]> {
  if (window.workbench) return window.workbench.openFiles(options);
  const input = document.createElement('input');
  input.type = 'file';
  input.multiple = options.multiple;
  input.accept = options.extensions.map((e) => `.${e}`).join(',');
  const files = await new Promise<File[]>((resolve) => {
    input.addEventListener('change', () => resolve([...(input.files ?? [])]));
    input.addEventListener('cancel', () => resolve([]));
    input.click();
  });
  return readFiles(files);
}

/** Files dropped on the window or chosen in an <input type=file>, read into memory. */
export function readFiles(files: Iterable<File>): Promise<PickedFile[]> {
  return Promise.all(
    [...files].map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
  );
}

export async function saveFile(suggestedName: string, bytes: Uint8Array): Promise<boolean> {
  if (window.workbench) return window.workbench.saveFile({ suggestedName, bytes });
  const url = URL.createObjectURL(new Blob([bytes as BlobPart]));
  const link = document.createElement('a');
  link.href = url;
  link.download = suggestedName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return true;
}

/** What `GET /api/export` writes: a draft, or a stored message by its collection and id. */
export type ExportSource = { draft: string } | { collection: string; id: string };

/**
 * Saves a draft or message as a SETU file (`GET /api/export`), under the name the server suggests
 * (family and document id), or `fallbackName` when it suggests none.
 */
export async function exportFile(
  source: ExportSource,
  format: 'json' | 'xml',
  fallbackName: string,
): Promise<void> {
  const res = await callFile('GET /export', { query: { ...source, format } });
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1];
  await saveFile(name ?? fallbackName, new Uint8Array(await res.arrayBuffer()));
}
