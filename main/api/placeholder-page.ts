// `/`: where the UI will be served. Until then a small page saying so. It shows no data, so it needs
// no token; the token in its address (?token=) is for the UI to read and send as a Bearer header.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { methodNotAllowed } from './http.ts';

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SETU Workbench</title></head>
<body><h1>SETU Workbench</h1>
<p>The exchange server is running. The Workbench UI is not part of this build yet; the management API
is served under <code>/api/</code> with <code>Authorization: Bearer &lt;token&gt;</code>.</p>
</body></html>
`;

export function sendPlaceholderPage(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw methodNotAllowed(['GET']);
  res.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(page),
    // No scripts, no framing, and the address with the token is not passed on to other sites.
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : page);
}
