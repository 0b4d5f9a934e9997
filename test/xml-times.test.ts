// xs:time and xs:dateTime may leave the zone out; the JSON schemas' RFC 3339 formats may not, so the
// JSON form of such a value says Z. XML in, XML out keeps the value as written: from convert, and
// from the server, which answers an XML GET with the times as they came.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { family } from '../shared/messages/registry.ts';
import { shapeFor } from '../shared/schema/shapes.ts';
import { toXml } from '../shared/xml/codec.ts';
import { cli } from './support/cli.ts';
import { exampleMessage, variant } from './support/examples.ts';
import { startTestServer, type TestServer } from './support/server.ts';
import { storeKinds } from './support/stores.ts';
import { tempDir } from './support/temp.ts';

/** A planning assignment as XML, its first line's times written without a zone. */
function zonelessXml(): string {
  const doc = variant(exampleMessage(family('PlanningAssignment'), '2.0'), randomUUID());
  return toXml(doc, shapeFor('PlanningAssignment-2.0'), 'PlanningAssignment')
    .replace('<startTime>07:00:00+00:00</startTime>', '<startTime>07:00:00</startTime>')
    .replace('<endTime>16:00:00+00:00</endTime>', '<endTime>16:00:00</endTime>');
}

const times = (xml: string) => [...xml.matchAll(/<(startTime|endTime)>([^<]*)</g)].map((m) => m[2]);

describe('a time without a zone', () => {
  it('reads as Z in JSON, and converts back to XML as written', async () => {
    const dir = tempDir('setu-times-');
    const xml = zonelessXml();
    expect(times(xml).slice(0, 2)).toEqual(['07:00:00', '16:00:00']);
    const file = path.join(dir, 'assignment.xml');
    fs.writeFileSync(file, xml);
    const json = await cli('convert', file, '--to', 'json');
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout).periodicPlanningLine[0]).toMatchObject({
      startTime: '07:00:00Z',
      endTime: '16:00:00Z',
    });
    const back = await cli('convert', file, '--to', 'xml');
    expect(back.code, back.stderr).toBe(0);
    expect(times(back.stdout)).toEqual(times(xml));
  });

  describe.each(storeKinds)('through the server, %s store', (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({}, kind);
    });
    afterAll(() => server.close());

    it('an XML GET answers the times as they were sent; a JSON GET with Z', async () => {
      const xml = zonelessXml();
      const created = await server.fetch('/planning/assignments', {
        method: 'POST',
        headers: { 'content-type': 'application/xml', standardVersionId: '2.0' },
        body: xml,
      });
      expect(created.status).toBe(201);
      const at = created.headers.get('location') as string;
      const asXml = await server.fetch(at, { headers: { accept: 'application/xml' } });
      expect(times(await asXml.text())).toEqual(times(xml));
      const asJson = (await (await server.fetch(at)).json()) as { periodicPlanningLine: unknown[] };
      expect(asJson.periodicPlanningLine[0]).toMatchObject({ startTime: '07:00:00Z' });
    });

    it('a line sent as XML keeps its times, and a line change keeps those of the other lines', async () => {
      const created = await server.fetch('/planning/assignments', {
        method: 'POST',
        headers: { 'content-type': 'application/xml', standardVersionId: '2.0' },
        body: zonelessXml(),
      });
      const at = (created.headers.get('location') as string).replace('/assignment/', '/assignments/');
      const line = {
        lineId: { value: 'extra-1', schemeAgencyId: 'Customer' },
        planningPeriod: 'Tuesday',
        startTime: '09:00:00Z',
        endTime: '17:00:00Z',
      };
      const lineXml = toXml(
        line,
        shapeFor('PlanningAssignment-2.0#/$defs/periodicPlanningLine'),
        'periodicPlanningLine',
      )
        .replace('09:00:00Z', '09:00:00')
        .replace('17:00:00Z', '17:00:00');
      const xml = { 'content-type': 'application/xml', accept: 'application/xml', standardVersionId: '2.0' };
      const added = await server.fetch(`${at}/lines/extra-1`, { method: 'PUT', headers: xml, body: lineXml });
      expect(added.status).toBe(201);
      expect(times(await added.text())).toEqual(['09:00:00', '17:00:00']);
      const read = await server.fetch(`${at}/lines/extra-1`, { headers: { accept: 'application/xml' } });
      expect(times(await read.text())).toEqual(['09:00:00', '17:00:00']);
      const whole = await server.fetch(at, { headers: { accept: 'application/xml' } });
      expect(times(await whole.text()).slice(0, 2)).toEqual(['07:00:00', '16:00:00']);
    });
  });
});
