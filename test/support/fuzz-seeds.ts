// What the fuzz suite's bodies start from: the official examples of an OpenAPI operation's family
// (JSON, with the XML writer for its shape), its line bodies and line ids, and UBL invoices as written.
import fs from 'node:fs';
import { at, type Family, families, schemaOf } from '../../shared/messages/registry.ts';
import { shapeFor } from '../../shared/schema/shapes.ts';
import { toXml } from '../../shared/xml/codec.ts';
import { exampleMessage } from './examples.ts';
import { specPath } from './official.ts';
import type { Operation } from './openapi-routes.ts';
import { tinyPng } from './png.ts';

type Json = Record<string, unknown>;

/** The family and endpoint whose path the template is under (none for the attachment and unknown paths). */
function familyOf(template: string): { f: Family; path: string } | undefined {
  for (const f of families) {
    for (const e of f.endpoints) {
      for (const p of [e.path, ...(e.aliases ?? [])])
        if (template.startsWith(`${p}/`) || template === p) return { f, path: e.path };
    }
  }
  return undefined;
}

/** An official example body of an operation, with its XML form where the operation takes one. */
export interface Seed {
  doc: unknown;
  xml?: (doc: unknown) => string;
}

export interface Seeds {
  messages: Seed[];
  /** UBL invoices: XML only, kept as written. */
  invoices: string[];
  lineIds: string[];
  /** The message versions the operation's family has (what its version header should name). */
  versions: string[];
}

const isLineOperation = (template: string) =>
  /\{(lineId|intervalID|allowanceID)\}$|-lines$|\/allowance$/.test(template);

function lineSeeds(f: Family, version: string, doc: Json, template: string): Seed[] {
  return f.lines.flatMap((kind): Seed[] => {
    const lines = doc[kind.member];
    const here =
      template.includes(`/${kind.segment}/`) || template.endsWith(`/${kind.addSegment ?? kind.segment}`);
    if (!Array.isArray(lines) || !here) return [];
    const body = kind.body === 'wrapped' ? { [kind.member]: [lines[0]] } : lines[0];
    const [shape, root] =
      kind.body === 'wrapped'
        ? [shapeFor(schemaOf(f, version) as string), f.name]
        : [shapeFor(kind.bodySchema[version] as string), kind.member];
    return [{ doc: body, xml: (d) => toXml(d as Json, shape, root) }];
  });
}

function lineIdsOf(f: Family, doc: Json): string[] {
  return f.lines.flatMap((kind) => {
    const lines = doc[kind.member];
    return Array.isArray(lines) ? lines.map((l) => String(at(l, kind.idPointer))) : [];
  });
}

export function seedsFor(op: Operation): Seeds {
  const none: Seeds = { messages: [], invoices: [], lineIds: [], versions: ['2.0'] };
  if (op.template.startsWith('/attachment')) {
    const upload = { document: tinyPng().toString('base64'), 'mime type': 'image/png', filename: 'r.png' };
    const shape = shapeFor('AttachmentUpload-1.0');
    return {
      ...none,
      messages: [{ doc: upload, xml: (d) => toXml(d as Json, shape, 'Attachment') }],
      versions: ['1.0'],
    };
  }
  const found = familyOf(op.template);
  if (!found) return none;
  const { f, path } = found;
  const versions = f.versions.map((v) => v.version);
  if (f.format === 'ubl') {
    const dir = specPath('examples', 'invoice');
    return {
      ...none,
      invoices: fs.readdirSync(dir).map((n) => fs.readFileSync(`${dir}/${n}`, 'utf8')),
      versions,
    };
  }
  const endpoint = f.endpoints.find((e) => e.path === path);
  const seeds: Seeds = { ...none, versions };
  for (const version of versions) {
    const doc = exampleMessage(f, version, endpoint);
    seeds.lineIds.push(...lineIdsOf(f, doc).map(encodeURIComponent));
    if (isLineOperation(op.template)) seeds.messages.push(...lineSeeds(f, version, doc, op.template));
    else {
      const shape = shapeFor(schemaOf(f, version) as string);
      seeds.messages.push({ doc, xml: (d) => toXml(d as Json, shape, f.name) });
    }
  }
  return seeds;
}
