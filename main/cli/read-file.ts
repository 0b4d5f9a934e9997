// Reading one message file for a CLI command, with unreadable input told apart from invalid content.
import fs from 'node:fs';
import { type ReadMessage, readMessage } from '../../shared/messages/message-io.ts';
import { decodeTextFile, TextFileError } from '../../shared/xml/text-file.ts';

export type FileResult = { ok: true; message: ReadMessage } | { ok: false; error: string };

export function readMessageFile(file: string, options: { type?: string; version?: string }): FileResult {
  let text: string;
  try {
    text = decodeTextFile(fs.readFileSync(file));
  } catch (e) {
    if (e instanceof TextFileError) return { ok: false, error: e.message };
    return {
      ok: false,
      error: (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message,
    };
  }
  try {
    return { ok: true, message: readMessage(text, options) };
  } catch (e) {
    if (e instanceof Error && 'code' in e) return { ok: false, error: e.message };
    throw e;
  }
}
