// The official rules a customer's system applies to an invoice (../shared/README.md), for tests and the
// e2e suite: the UBL 2.1 XSD (libxml2, xmllint-wasm), the EN 16931 rules (the official XSLT, compiled
// once to a SEF file by xslt3 and run by SaxonJS), SETU's Invoice 2.2 rules, SETU's code-list check and
// the NLCIUS rules (Schematron, node-schematron). Each finding carries the rule's flag, so a test can
// require "nothing fatal" and still see the warnings.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import { readSpec, specPath } from './official.ts';

export interface Finding {
  /** The rule's id (BR-CO-15, BR-NL-31), or the Schematron rule's id where its asserts have none. */
  id: string;
  flag: 'fatal' | 'error' | 'warning';
  message: string;
}

export interface RulesVerdict {
  xsd: string[];
  en16931: Finding[];
  setu: Finding[];
  codelists: Finding[];
  nlcius: Finding[];
}

const ubl = (dir: string) =>
  fs
    .readdirSync(specPath('ubl', dir))
    .map((f) => ({ fileName: `${dir}/${f}`, contents: readSpec('ubl', dir, f) }));
let xsdFiles: XMLFileInfo[] | undefined;

/** libxml2's complaints about the invoice against UBL-Invoice-2.1.xsd; none when it is valid. */
export async function xsdInvoiceErrors(xml: string): Promise<string[]> {
  xsdFiles ??= [...ubl('common'), ...ubl('maindoc'), ...ubl('extensions')];
  const main = xsdFiles.find((f) => f.fileName === 'maindoc/UBL-Invoice-2.1.xsd') as XMLFileInfo;
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: [main],
    preload: xsdFiles.filter((f) => f !== main),
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

const run = promisify(execFile);
let sef: Promise<string> | undefined;

/**
 * The EN 16931 XSLT compiled to a SEF file, once per version of the XSLT on this machine: a second test
 * file, or the next run, finds it in the temp folder (compiling takes 15–30 s).
 */
function compiledEn16931(): Promise<string> {
  sef ??= (async () => {
    const xslt = specPath('en16931', 'EN16931-UBL-validation.xslt');
    const hash = createHash('sha256').update(fs.readFileSync(xslt)).digest('hex').slice(0, 16);
    const file = path.join(os.tmpdir(), `setu-en16931-${hash}.sef.json`);
    if (fs.existsSync(file)) return file;
    const partial = `${file}.${process.pid}.tmp`;
    const xslt3 = path.resolve(import.meta.dirname, '../../node_modules/xslt3/xslt3.js');
    await run(process.execPath, [xslt3, `-xsl:${xslt}`, `-export:${partial}`, '-nogo'], {
      maxBuffer: 1 << 26,
    });
    fs.renameSync(partial, file);
    return file;
  })();
  return sef;
}

const attr = (block: string, name: string) =>
  new RegExp(`<xsl:attribute name="${name}">([^<]*)</xsl:attribute>|\\b${name}="([^"]*)"`).exec(block);

/** The EN 16931 rules' failed assertions (SVRL), each with its flag. */
export async function en16931Findings(xml: string): Promise<Finding[]> {
  const out = await SaxonJS.transform(
    { stylesheetFileName: await compiledEn16931(), sourceText: xml, destination: 'serialized' },
    'async',
  );
  return [
    ...out.principalResult.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g),
  ].map(([, head = '', body = '']) => {
    const pick = (name: string) => {
      const m = attr(head, name);
      return (m?.[1] ?? m?.[2] ?? '') as string;
    };
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1]?.trim() ?? '';
    return { id: pick('id'), flag: pick('flag') as Finding['flag'], message: text };
  });
}

interface Schematron {
  validateString(xml: string): { assertId?: string; message?: string }[];
}
// Loaded without its types: fontoxpath's declarations pull the DOM's into every file the typecheck reads.
const { Schema } = createRequire(import.meta.url)('node-schematron') as {
  Schema: { fromString(text: string): Schematron };
};

interface LoadedSchema {
  schema: Schematron;
  /** Each assert's flag by its id, and the rules' flags by their id (SETU's asserts carry none). */
  flags: Map<string, Finding['flag']>;
}
const schemas = new Map<string, LoadedSchema>();

function schematron(file: string): LoadedSchema {
  let loaded = schemas.get(file);
  if (!loaded) {
    const text = readSpec('validator', file);
    const flags = new Map<string, Finding['flag']>();
    for (const [, tag = '', attrs = ''] of text.matchAll(/<(assert|rule)\b([^>]*)>/g)) {
      const id = /\bid="([^"]*)"/.exec(attrs)?.[1];
      const flag = /\bflag="([^"]*)"/.exec(attrs)?.[1];
      if (id && flag && !(tag === 'assert' && flags.has(id) && flags.get(id) !== flag))
        flags.set(id, flag as Finding['flag']);
    }
    loaded = { schema: Schema.fromString(text), flags };
    schemas.set(file, loaded);
  }
  return loaded;
}

/** A Schematron file's failed assertions. An assert without id reports its rule's id and flag. */
export function schematronFindings(file: string, xml: string): Finding[] {
  const { schema, flags } = schematron(file);
  const text = readSpec('validator', file);
  return schema.validateString(xml).map((r) => {
    const message = (r.message ?? '').trim().replace(/\s+/g, ' ');
    // node-schematron gives an assert's id but not its rule's: find the rule by the assert's text.
    const ruleId =
      r.assertId ??
      [...text.matchAll(/<rule\b[^>]*\bid="([^"]*)"[^>]*>([\s\S]*?)<\/rule>/g)].find(([, , body]) =>
        body?.replace(/\s+/g, ' ').includes(message.slice(0, 40)),
      )?.[1] ??
      '';
    return { id: ruleId, flag: flags.get(ruleId) ?? 'error', message };
  });
}

/** Every official check of one invoice. */
export async function invoiceRules(xml: string): Promise<RulesVerdict> {
  return {
    xsd: await xsdInvoiceErrors(xml),
    en16931: await en16931Findings(xml),
    setu: schematronFindings('Invoice-v2.2-Invoice.sch', xml),
    codelists: schematronFindings('Invoice-v2.x-codelists.sch', xml),
    nlcius: schematronFindings('NLCIUS-v1.0.3-rules.sch', xml),
  };
}

/** What a customer's system would refuse the invoice for: XSD errors and every fatal or error finding. */
export function refusals(v: RulesVerdict): string[] {
  const bad = (set: string, list: Finding[]) =>
    list.filter((f) => f.flag !== 'warning').map((f) => `${set} ${f.id}: ${f.message}`);
  return [
    ...v.xsd.map((e) => `XSD: ${e}`),
    ...bad('EN 16931', v.en16931),
    ...bad('SETU', v.setu),
    ...bad('SETU code lists', v.codelists),
    ...bad('NLCIUS', v.nlcius),
  ];
}
