// A server for the benchmark, in its own process so the load generator does not share its CPU:
// `bare` answers 201 (or the stored body for GET) without doing anything; `setu` is the exchange server.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../main/server/server.ts';
import { Store } from '../main/store/store.ts';

const [mode, dataDir] = process.argv.slice(2);
// A clean exit on SIGTERM lets --cpu-prof write its profile.
process.on('SIGTERM', () => process.exit(0));

if (mode === 'bare') {
  const body = fs.readFileSync(
    path.resolve(import.meta.dirname, '../../shared/spec/examples/json/Timecard-2.0.json'),
  );
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.method === 'GET')
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length }).end(body);
      else res.writeHead(201, { 'content-type': 'application/json', 'content-length': 2 }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1', () =>
    console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
  );
} else {
  const store = Store.open(dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'setu-bench-')));
  const running = await startServer(
    {
      role: 'both',
      publicUrl: '',
      bodyLimit: 5 << 20,
      attachmentLimit: 20 << 20,
      requireAuth: false,
      allowedHosts: [],
    },
    store,
    0,
    '127.0.0.1',
  );
  console.log(running.url);
}
