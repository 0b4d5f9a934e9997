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
  validateString(xml: string): {
    assertId?: string;
    message?: string;
    context?: { localName?: string; parentNode?: { localName?: string } };
  }[];
}
// Loaded without its types: fontoxpath's declarations pull the DOM's into every file the typecheck reads.
const { Schema } = createRequire(import.meta.url)('node-schematron') as {
  Schema: { fromString(text: string): Schematron };
};

/** An assert of a rule that has no id of its own: its rule's id, context and flag, and its text as a pattern. */
interface RuleAssert {
  rule: string;
  context: string;
  flag: Finding['flag'];
  text: RegExp;
}

interface LoadedSchema {
  schema: Schematron;
  /** Each assert's flag by its id (NLCIUS gives its asserts ids). */
  flags: Map<string, Finding['flag']>;
  asserts: RuleAssert[];
}
const schemas = new Map<string, LoadedSchema>();
const squash = (t: string) => t.replace(/\s+/g, ' ').trim();

function schematron(file: string): LoadedSchema {
  let loaded = schemas.get(file);
  if (!loaded) {
    const text = readSpec('validator', file);
    const flags = new Map<string, Finding['flag']>();
    for (const [, attrs = ''] of text.matchAll(/<assert\b([^>]*)>/g)) {
      const id = /\bid="([^"]*)"/.exec(attrs)?.[1];
      const flag = /\bflag="([^"]*)"/.exec(attrs)?.[1];
      if (id && flag && !flags.has(id)) flags.set(id, flag as Finding['flag']);
    }
    const asserts: RuleAssert[] = [];
    for (const [, attrs = '', body = ''] of text.matchAll(/<rule\b([^>]*)>([\s\S]*?)<\/rule>/g)) {
      const rule = /\bid="([^"]*)"/.exec(attrs)?.[1] ?? '';
      const context = /\bcontext="([^"]*)"/.exec(attrs)?.[1] ?? '';
      const flag = (/\bflag="([^"]*)"/.exec(attrs)?.[1] ?? 'error') as Finding['flag'];
      for (const [, inner = ''] of body.matchAll(/<assert\b[^>]*>([\s\S]*?)<\/assert>/g)) {
        // The text as it reads with each <value-of/> filled in by whatever the document holds.
        const parts = squash(inner)
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&apos;/g, "'")
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&')
          .split(/<value-of\b[^>]*\/>/)
          .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
        asserts.push({ rule, context, flag, text: new RegExp(`^${parts.join('.*')}$`) });
      }
    }
    loaded = { schema: Schema.fromString(text), flags, asserts };
    schemas.set(file, loaded);
  }
  return loaded;
}

/**
 * A Schematron file's failed assertions, each with its own id (NLCIUS) or its rule's (SETU's asserts
 * have none): the rule is found by the assert's text and, where two rules say the same, by its context.
 */
export function schematronFindings(file: string, xml: string): Finding[] {
  const { schema, flags, asserts } = schematron(file);
  return schema.validateString(xml).map((r) => {
    const message = squash(r.message ?? '');
    if (r.assertId) return { id: r.assertId, flag: flags.get(r.assertId) ?? 'error', message };
    const parent = r.context?.parentNode?.localName ?? '';
    const matching = asserts.filter((a) => a.text.test(message));
    const found = matching.find((a) => parent !== '' && a.context.includes(`:${parent}/`)) ?? matching[0];
    return { id: found?.rule ?? '', flag: found?.flag ?? 'error', message };
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
