// Validate and convert throughput of the timecard example against raw parsing ceilings.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { readMessage, writeMessage } from '../shared/messages/message-io.ts';
import { family } from '../shared/messages/registry.ts';
import { validateMessage } from '../shared/schema/validate.ts';
import { rates, report } from './measure.ts';

const spec = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/spec/examples');

export function benchCodec(): void {
  const jsonText = fs.readFileSync(path.join(spec, 'json/Timecard-2.0.json'), 'utf8');
  const xmlText = fs.readFileSync(path.join(spec, 'xml/Timecard-2.0.xml'), 'utf8');
  const timecard = family('Timecard');
  const doc = JSON.parse(jsonText);
  const fxp = new XMLParser();
  const ensure = (ok: boolean) => {
    if (!ok) throw new Error('benchmark input became invalid');
  };
  const r = rates({
    jsonParse: () => JSON.parse(jsonText),
    fxpParse: () => fxp.parse(xmlText),
    validate: () => ensure(validateMessage(timecard, doc, '2.0').length === 0),
    xmlToValidJson: () => ensure(readMessage(xmlText).issues.length === 0),
    jsonTextToValid: () => ensure(readMessage(jsonText, { type: 'Timecard' }).issues.length === 0),
    jsonToXml: () => writeMessage(doc, timecard, '2.0', 'xml'),
  });
  report(`Codec and validation, Timecard example (${jsonText.length} B JSON, ${xmlText.length} B XML)`, [
    {
      what: 'validate parsed message (schema + rules)',
      rate: r.validate,
      ceiling: 'JSON.parse',
      ceilingRate: r.jsonParse,
      target: 5,
    },
    {
      what: 'XML text -> validated JSON',
      rate: r.xmlToValidJson,
      ceiling: 'fast-xml-parser parse',
      ceilingRate: r.fxpParse,
      target: 1,
    },
    {
      what: 'JSON text -> validated JSON',
      rate: r.jsonTextToValid,
      ceiling: 'JSON.parse',
      ceilingRate: r.jsonParse,
      target: 0.5,
    },
    {
      what: 'JSON -> XML text',
      rate: r.jsonToXml,
      ceiling: 'fast-xml-parser parse',
      ceilingRate: r.fxpParse,
      target: 1,
    },
  ]);
}
