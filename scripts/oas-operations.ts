// Writes shared/messages/oas-operations.ts: the HTTP method of each operation of each message family's
// endpoint as the official SETU OpenAPI files give it, which the sync uses by default (DESIGN §14).
// The product cannot read ../shared at run time, so the table is committed;
// test/oas-operations.test.ts makes it again from the official files and compares, so it cannot
// drift from them.
//
//   node --import tsx scripts/oas-operations.ts [OPENAPI_DIR]    (default ../shared/spec/openapi)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { families } from '../shared/messages/registry.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
export const tableFile = path.join(root, 'shared', 'messages', 'oas-operations.ts');

type Json = Record<string, unknown>;
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

interface Found {
  file: string;
  /** Operation -> method, where (the resource or the collection) and the OAS's summary of it. */
  ops: Map<string, { method: Method; at: 'resource' | 'collection'; summary: string }>;
}

const RESOURCE = /^\/\{[^/{}]+\}$/;

/**
 * What each registry endpoint's path has in the OAS files: on `{collection}/{id}` GET retrieves, PUT
 * updates, DELETE deletes and POST submits; POST on the collection submits (the server assigns the
 * id); where a resource has PUT but no POST at all, PUT is also its submit ("Submit or update").
 */
function find(docs: { file: string; doc: Json }[], collection: string): Found | undefined {
  let found: Found | undefined;
  for (const { file, doc } of docs) {
    for (const [template, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
      if (!template.startsWith(collection)) continue;
      const rest = template.slice(collection.length);
      const at = rest === '' ? 'collection' : RESOURCE.test(rest) ? 'resource' : undefined;
      if (!at) continue;
      if (found && found.file !== file) throw new Error(`${collection} is in ${found.file} and ${file}`);
      found ??= { file, ops: new Map() };
      for (const [verb, raw] of Object.entries(item)) {
        const method = verb.toUpperCase() as Method;
        const summary = String((raw as Json)?.summary ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        const op =
          at === 'collection'
            ? { POST: 'submit', GET: 'list' }[method as string]
            : { GET: 'retrieve', PUT: 'update', POST: 'submit', DELETE: 'delete' }[method as string];
        if (!op) continue;
        if (found.ops.has(op)) throw new Error(`${collection}: two ${op} operations`);
        found.ops.set(op, { method, at, summary });
      }
    }
  }
  const update = found?.ops.get('update');
  if (found && update && !found.ops.has('submit')) found.ops.set('submit', update);
  return found;
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The module's text, from the OAS files in `openapiDir`. */
export function oasOperationsModule(openapiDir: string): string {
  const docs = fs
    .readdirSync(openapiDir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((file) => ({ file, doc: YAML.parse(fs.readFileSync(path.join(openapiDir, file), 'utf8')) as Json }));
  const order = ['submit', 'retrieve', 'update', 'delete', 'list'];
  const entries: string[] = [];
  for (const f of families) {
    for (const endpoint of f.endpoints) {
      const found = find(docs, endpoint.path);
      if (!found) throw new Error(`${endpoint.path} (${f.name}) is in none of the OAS files`);
      const ops = [...found.ops].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
      entries.push(
        [
          `  // ${found.file}`,
          `  ${quote(endpoint.path)}: {`,
          ...ops.flatMap(([op, { method, at, summary }]) => [
            `    // ${summary}`,
            `    ${op}: { method: ${quote(method)}, at: ${quote(at)} },`,
          ]),
          '  },',
        ].join('\n'),
      );
    }
  }
  return `// Generated from the official SETU OpenAPI files by scripts/oas-operations.ts: do not edit.
// The method of each operation on each message family's endpoint, as the OAS gives it: the default the
// sync sends with (DESIGN §14). test/oas-operations.test.ts checks that it is what the files say.

export type OasOperation = 'submit' | 'retrieve' | 'update' | 'delete' | 'list';

export interface OasMethod {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** On the resource (\`{collection}/{id}\`) or on the collection (the server assigns the id). */
  at: 'resource' | 'collection';
}

/** By the registry's collection path. */
export const oasOperations: Record<string, Partial<Record<OasOperation, OasMethod>>> = {
${entries.join('\n')}
};
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? path.join(root, '..', 'shared', 'spec', 'openapi'));
  fs.writeFileSync(tableFile, oasOperationsModule(dir));
  process.stdout.write(`wrote ${path.relative(process.cwd(), tableFile)} from ${dir}\n`);
}
