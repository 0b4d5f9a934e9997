// The renderer's built files (dist/renderer), served at `/` and `/assets/`. They are listed as the
// server starts; each is read when it is first asked for, and answered from memory after that. The
// first page needs a handful of the forty or so, and reading them all (in the thread pool) cost the
// start ~9 ms before `serve` could give its address. They are served from the moment `serve` listens,
// before the rest of the server is loaded (server/listener.ts): this module loads little for that
// reason. The page gets a strict CSP: scripts and styles only from this origin, no framing, requests
// only to this server.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { methodNotAllowed, notFound } from '../server/http-error.ts';
import { isLocalRequest } from './guard.ts';

/** Where `npm run build` puts the renderer, next to this source tree. */
export const defaultUiDir = fileURLToPath(new URL('../../dist/renderer/', import.meta.url));

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

export const UI_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const missing = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SETU Workbench</title></head>
<body><h1>SETU Workbench</h1>
<p>The exchange server is running, but the UI has not been built: run <code>npm run build</code>.</p>
</body></html>
`;

interface UiFile {
  type: string;
  /** The file's bytes, read on the first call and kept; undefined for a file that could not be read. */
  bytes(): Buffer | undefined;
}

function keptFile(type: string, file: string): UiFile {
  let read: { bytes?: Buffer } | undefined;
  return {
    type,
    bytes() {
      if (!read)
        try {
          read = { bytes: fs.readFileSync(file) };
        } catch {
          read = {};
        }
      return read.bytes;
    },
  };
}

function listUi(dir: string): Map<string, UiFile> {
  const files = new Map<string, UiFile>();
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else {
        const type = types[path.extname(entry.name)];
        if (type) files.set(`/${rel}`, keptFile(type, path.join(dir, rel)));
      }
    }
  };
  if (fs.existsSync(path.join(dir, 'index.html'))) walk('');
  return files;
}

/** The UI's address with its sign-in token, given the server's base URL. */
export const uiAddress = (serverUrl: string, token: string) =>
  `${serverUrl}/?token=${encodeURIComponent(token)}`;

export interface UiFiles {
  /** Answers `/` and the assets; throws the refusal for anything else. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  /**
   * Answers a request for a file that is there (from a local client, as `guard` would let through);
   * false leaves every other request, and its refusal, to the management API.
   */
  answerEarly(req: IncomingMessage, res: ServerResponse): boolean;
}

export function uiFiles(dir = defaultUiDir): UiFiles {
  const files = listUi(dir);
  const index = files.get('/index.html') ?? {
    type: types['.html'] as string,
    bytes: () => Buffer.from(missing),
  };
  // The page is served at `/` only.
  files.delete('/index.html');
  const fileAt = (pathname: string) => (pathname === '/' ? index : files.get(pathname));
  const write = (req: IncomingMessage, res: ServerResponse, file: UiFile, bytes: Buffer) => {
    res.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': bytes.length,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      ...(file === index
        ? { 'Content-Security-Policy': UI_CSP, 'Cache-Control': 'no-store' }
        : // Vite names assets after their content: a name never changes meaning.
          { 'Cache-Control': 'public, max-age=31536000, immutable' }),
    });
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
  return {
    async handle(req, res, pathname) {
      if (req.method !== 'GET' && req.method !== 'HEAD') throw methodNotAllowed(['GET']);
      const file = fileAt(pathname);
      const bytes = file?.bytes();
      if (!file || !bytes) throw notFound('No such file of the UI.');
      write(req, res, file, bytes);
    },
    answerEarly(req, res) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !isLocalRequest(req)) return false;
      // The path as sent: one that only parses to a file's (dot segments, escapes) is left to `handle`.
      const file = fileAt((req.url ?? '/').split('?')[0] as string);
      if (!file) return false;
      const bytes = file.bytes();
      if (bytes) write(req, res, file, bytes);
      else res.writeHead(404).end();
      return true;
    },
  };
}
