// A strict mock of a counterparty generated from one official OpenAPI file: Stoplight Prism
// (`prism mock --errors`) on a loopback port, refusing any request the file does not allow (a
// missing or unknown header value, a body that breaks the schema, a path it does not have).
//
// Prism reads a copy of the file, made in a temp directory with the fixes the official material needs
// (README, "Where the official material conflicts"): the message schemas it names by remote URL are
// pointed at the same schemas in ../shared/spec (Purchase to Pay: the very files; planning: the v2
// schemas, the version sent, where the OAS names v1.0); the attachment answer's Content-Location
// header, typed as an object Prism cannot produce, is given a string schema; and XML bodies, which
// Prism cannot judge, a string schema.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { freePort } from './free-port.ts';
import { specPath } from './official.ts';
import { tempDir } from './temp.ts';

type Json = Record<string, unknown>;

const PRISM = fileURLToPath(new URL('../../node_modules/.bin/prism', import.meta.url));

const P2P_REMOTE =
  'https://raw.githubusercontent.com/setu-standards/xml-specifications/main/setu/schemas/purchase-to-pay-v2/';
const PLANNING_REMOTE =
  'https://raw.githubusercontent.com/setu-standards/xml-specifications/main/setu-planning/v1.0/';

/** The v2 schema (and the definition in it) for each v1.0 planning schema the planning OAS names. */
const planningV2: Record<string, string> = {
  'PlanningRequest/PlanningRequest_v1.0.yml': 'PlanningRequest.yaml',
  'PlanningRequest/PlanningRequestLines/RequestedPeriodicPlanningLine.yml':
    'PlanningRequest.yaml#/properties/periodicPlanningLine/items',
  'PlanningRequest/PlanningRequestLines/RequestedSinglePlanningLine.yml':
    'PlanningRequest.yaml#/properties/singlePlanningLine/items',
  'PlanningAssignment/PlanningAssignment_v1.0.yml': 'PlanningAssignment.yaml',
  'PlanningAssignment/PlanningAssignmentLines/AssignedPeriodicPlanningLine.yml':
    'PlanningAssignment.yaml#/properties/periodicPlanningLine/items',
  'PlanningAssignment/PlanningAssignmentLines/AssignedSinglePlanningLine.yml':
    'PlanningAssignment.yaml#/properties/singlePlanningLine/items',
  'PlanningConstraints/PlanningConstraints_v1.0.yml': 'PlanningConstraints.yaml',
  'PlanningConstraints/PlanningConstraintsLines/PeriodicAvailabilityLine.yml':
    'PlanningConstraints.yaml#/properties/periodicAvailabilityLine/items',
  'PlanningConstraints/PlanningConstraintsLines/SingleAvailabilityLine.yml':
    'PlanningConstraints.yaml#/properties/singleAvailabilityLine/items',
};

/** Every remote `$ref` the copy may keep is replaced; one left over fails loudly (Prism would fetch it). */
function localRef(ref: string): string {
  if (ref.startsWith(P2P_REMOTE))
    return specPath('schemas', 'purchase-to-pay-v2', ref.slice(P2P_REMOTE.length));
  if (ref.startsWith(PLANNING_REMOTE)) {
    const v2 = planningV2[ref.slice(PLANNING_REMOTE.length)];
    if (!v2) throw new Error(`no v2 planning schema for ${ref}`);
    return specPath('schemas', 'planning-v2', v2);
  }
  if (/^https?:/.test(ref)) throw new Error(`the OAS names ${ref}, which this test cannot give Prism`);
  return ref;
}

function fix(node: unknown, key?: string): unknown {
  if (Array.isArray(node)) return node.map((item) => fix(item));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Json;
  // The answer's Content-Location header: the OAS types it as an object ({ url }); a header is text.
  if (key === 'Content-Location' && 'schema' in obj)
    return { ...obj, schema: { type: 'string', format: 'uri' } };
  // Prism does not read XML: to it an XML body is text, which the invoice's object schema refuses
  // whatever the invoice. XML bodies are checked against the official XSD by the test instead.
  if (key === 'application/xml' && 'schema' in obj) return { ...obj, schema: { type: 'string' } };
  return Object.fromEntries(
    Object.entries(obj).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? localRef(v) : fix(v, k)]),
  );
}

/** The official OAS file with the fixes above, written to a temp directory; returns its path. */
export function preparedOas(file: string): string {
  const doc = YAML.parse(fs.readFileSync(specPath('openapi', file), 'utf8')) as Json;
  const out = path.join(tempDir('setu-prism-'), file);
  fs.writeFileSync(out, YAML.stringify(fix(doc)));
  return out;
}

export interface Prism {
  url: string;
  /** What Prism said on stdout and stderr, for a failing test's message. */
  output(): string;
  close(): Promise<void>;
}

/** Starts Prism on a free loopback port and resolves once it listens (several seconds). */
export async function startPrism(file: string): Promise<Prism> {
  const oas = preparedOas(file);
  const port = await freePort();
  const child: ChildProcess = spawn(PRISM, ['mock', '--errors', '-p', String(port), '-h', '127.0.0.1', oas], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('Prism is listening')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`prism exited with ${code} before listening:\n${text}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => text,
    async close() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
