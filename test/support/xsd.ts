// Validates XML against an official XSD with libxml2 (compiled to WebAssembly).
import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { readSpec, specPath } from './official.ts';

const xsdFiles: Record<string, string> = {
  StaffingOrder: 'purchase-to-pay-v2/StaffingOrder.xsd',
  HumanResource: 'purchase-to-pay-v2/HumanResource.xsd',
  Assignment: 'purchase-to-pay-v2/Assignment.xsd',
  Timecard: 'purchase-to-pay-v2/Timecard.xsd',
  PlanningRequest: 'planning-v2/PlanningRequest.xsd',
  PlanningAssignment: 'planning-v2/PlanningAssignment.xsd',
  PlanningConstraints: 'planning-v2/PlanningConstraints.xsd',
};

export const hasXsd = (family: string) => family in xsdFiles || family === 'Invoice';

type File = { fileName: string; contents: string };
let ubl: { main: File; imported: File[] } | undefined;

/** UBL-Invoice-2.1.xsd and every file it imports, under the relative names it imports them by. */
function ublSchemas(): { main: File; imported: File[] } {
  if (!ubl) {
    const files = ['common', 'maindoc', 'extensions'].flatMap((dir) =>
      fs.readdirSync(specPath('ubl', dir)).map((name) => ({
        fileName: `${dir}/${name}`,
        contents: fs.readFileSync(path.join(specPath('ubl', dir), name), 'utf8'),
      })),
    );
    const main = files.find((f) => f.fileName === 'maindoc/UBL-Invoice-2.1.xsd') as File;
    ubl = { main, imported: files.filter((f) => f !== main) };
  }
  return ubl;
}

/** What libxml2 says is wrong with `xml` by the family's official XSD (an invoice: UBL 2.1's). */
export async function xsdErrors(family: string, xml: string): Promise<string[]> {
  const invoice = family === 'Invoice' ? ublSchemas() : undefined;
  const result = await validateXML({
    xml: [{ fileName: 'message.xml', contents: xml }],
    schema: [
      invoice?.main ?? { fileName: 'schema.xsd', contents: readSpec('schemas', xsdFiles[family] as string) },
    ],
    ...(invoice ? { preload: invoice.imported } : {}),
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
