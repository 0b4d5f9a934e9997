// The floor's server (bench/ui.ts): node:http answering the built page from memory, as `serve` answers
// the UI, and one JSON list of 30 rows; it prints its port. `node server.mjs DIR`
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const dir = process.argv[2];
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const files = new Map();
for (const name of fs.readdirSync(dir, { recursive: true })) {
  const type = types[path.extname(name)];
  if (type) files.set(`/${name}`, { type, bytes: fs.readFileSync(path.join(dir, name)) });
}
files.set('/', files.get('/index.html'));
const rows = JSON.stringify(
  Array.from({ length: 30 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    title: `Timecard BENCH-${String(i).padStart(6, '0')}`,
    summary: 'Jan de Vries at Bouwbedrijf Noord, week 48',
    updatedAt: new Date(Date.UTC(2026, 10, 24, 9, i)).toISOString(),
  })),
);
files.set('/api/rows', { type: 'application/json', bytes: Buffer.from(rows) });

http
  .createServer((req, res) => {
    const file = files.get(req.url);
    if (!file) res.writeHead(404).end();
    else
      res.writeHead(200, { 'content-type': file.type, 'content-length': file.bytes.length }).end(file.bytes);
  })
  .listen(0, '127.0.0.1', function () {
    console.log(this.address().port);
  });
