// Validates XML against an official XSD with libxml2 (compiled to WebAssembly).
import { validateXML } from 'xmllint-wasm';
import { readSpec } from './official.ts';

const xsdFiles: Record<string, string> = {
  StaffingOrder: 'purchase-to-pay-v2/StaffingOrder.xsd',
  HumanResource: 'purchase-to-pay-v2/HumanResource.xsd',
  Assignment: 'purchase-to-pay-v2/Assignment.xsd',
  Timecard: 'purchase-to-pay-v2/Timecard.xsd',
  PlanningRequest: 'planning-v2/PlanningRequest.xsd',
  PlanningAssignment: 'planning-v2/PlanningAssignment.xsd',
  PlanningConstraints: 'planning-v2/PlanningConstraints.xsd',
};

export const hasXsd = (family: string) => family in xsdFiles;

export async function xsdErrors(family: string, xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'message.xml', contents: xml }],
    schema: [{ fileName: 'schema.xsd', contents: readSpec('schemas', xsdFiles[family] as string) }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
