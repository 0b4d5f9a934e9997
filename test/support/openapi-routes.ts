// Every operation of the official SETU OpenAPI files (../shared/spec/openapi): its method, path
// template, header and query parameters (with their enumerations) and request body media types.
// The fuzz suite drives the server with these, so that it covers what counterparties are told exists.
import fs from 'node:fs';
import YAML from 'yaml';
import { resolveLocal, specPath } from './official.ts';

export interface Parameter {
  name: string;
  in: 'path' | 'header' | 'query';
  required: boolean;
  values: string[];
}

export interface Operation {
  file: string;
  method: string;
  /** `/purchase-to-pay/timecard/{id}` */
  template: string;
  parameters: Parameter[];
  /** Media types of the request body; empty when the operation takes none. */
  bodyTypes: string[];
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function parameter(doc: Json, raw: Json): Parameter {
  const p = (typeof raw.$ref === 'string' ? resolveLocal(doc, raw.$ref) : raw) as Json;
  const schema = (p.schema ?? {}) as Json;
  const values = [...((schema.enum as string[] | undefined) ?? []), schema.example, p.example].filter(
    (v): v is string => typeof v === 'string',
  );
  return {
    name: String(p.name),
    in: p.in as Parameter['in'],
    required: p.required === true,
    values: [...new Set(values)],
  };
}

export function officialOperations(): Operation[] {
  const dir = specPath('openapi');
  return fs.readdirSync(dir).flatMap((file) => {
    const doc = YAML.parse(fs.readFileSync(`${dir}/${file}`, 'utf8')) as Json;
    return Object.entries(doc.paths as Record<string, Json>).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, raw]) => {
          const op = raw as Json;
          const params = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])];
          const body = op.requestBody as { content?: Json } | undefined;
          return {
            file,
            method: method.toUpperCase(),
            template,
            parameters: params.map((p) => parameter(doc, p)),
            bodyTypes: Object.keys(body?.content ?? {}),
          };
        }),
    );
  });
}
