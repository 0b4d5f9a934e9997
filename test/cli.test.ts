import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './support/cli.ts';
import { specPath } from './support/official.ts';
import { xsdErrors } from './support/xsd.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const example = (kind: 'json' | 'xml', name: string) => specPath('examples', kind, name);

function writeTmp(name: string, content: string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, content);
  return file;
}

describe('setu-workbench validate', () => {
  it('accepts every official example and says which type it assumed', async () => {
    const files = [
      ...fs.readdirSync(specPath('examples', 'json')).map((f) => example('json', f)),
      ...fs.readdirSync(specPath('examples', 'xml')).map((f) => example('xml', f)),
    ];
    const r = await cli('validate', ...files);
    expect(r.stdout.trim().split('\n')).toEqual(
      files.map((f) => `OK ${f} (${path.basename(f).replace(/-(\d\.\d)\.(json|xml)$/, ' $1')})`),
    );
    expect(r.stderr).toContain(
      `${example('json', 'Timecard-2.0.json')}: no --type/--version given, assumed Timecard 2.0`,
    );
    expect(r.code).toBe(0);
  });

  it('prints one line per error with the member path and exits 1', async () => {
    const doc = JSON.parse(fs.readFileSync(example('json', 'Timecard-2.0.json'), 'utf8'));
    delete doc.period;
    doc.timeInterval[0].homeOfficeIndicator = 'Garden';
    doc.timeInterval.push(structuredClone(doc.timeInterval[0]));
    const file = writeTmp('bad.json', JSON.stringify(doc));
    const r = await cli('validate', '--type', 'Timecard', file);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(`${file}: /period: is required`);
    expect(r.stdout).toContain(`${file}: /timeInterval/0/homeOfficeIndicator: must be one of: Home, Office`);
    expect(r.stdout).toMatch(
      new RegExp(
        `${file}: /timeInterval/\\d+/id/value: line id ".*" is already used at /timeInterval/0/id/value`,
      ),
    );
  });

  it('exits 2 on unreadable input and names the fault and its position', async () => {
    const broken = writeTmp('broken.json', '{\n  "documentId": {,\n}');
    const xxe = writeTmp(
      'xxe.xml',
      '<?xml version="1.0"?><!DOCTYPE t [<!ENTITY e SYSTEM "file:///etc/passwd">]><Timecard>&e;</Timecard>',
    );
    const r = await cli(
      'validate',
      broken,
      xxe,
      path.join(tmp, 'missing.json'),
      example('json', 'Timecard-2.0.json'),
    );
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(/broken\.json: JSON is malformed at line 2, column 18: value expected/);
    expect(r.stdout).toMatch(
      /xxe\.xml: XML document type declarations and entity declarations are not accepted at line 1, column 22/,
    );
    expect(r.stdout).toContain('missing.json: no such file');
    expect(r.stdout).toContain(`OK ${example('json', 'Timecard-2.0.json')} (Timecard 2.0)`);
  });

  it('exits 2 on a message with more elements than the limit, saying so', async () => {
    const many = writeTmp(
      'many.xml',
      `<Timecard xmlns="https://ontology.setu.nl/messages">\n${'<a/>\n'.repeat(100_000)}</Timecard>`,
    );
    const r = await cli('validate', many);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe(
      `${many}: XML has more elements than the limit of 100000 at line 100001, column 1\n`,
    );
  });

  it('exits 2 on a JSON member twice or an XML attribute, naming them', async () => {
    const twice = writeTmp(
      'twice.json',
      '{\n  "documentId": {"value": "1"},\n  "documentId": {"value": "2"}\n}',
    );
    const attribute = writeTmp(
      'attribute.xml',
      '<Timecard xmlns="https://ontology.setu.nl/messages"><documentId scheme="x"/></Timecard>',
    );
    const r = await cli('validate', '--type', 'Timecard', twice, attribute);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe(
      `${twice}: JSON has the member documentId twice in one object at line 3, column 3\n` +
        `${attribute}: XML element <documentId> has the attribute scheme; SETU messages have no attributes\n`,
    );
  });

  it('checks UBL invoices: structure and totals', async () => {
    const good = specPath('examples', 'invoice', 'Invoice-2.0.xml');
    const xml = fs.readFileSync(good, 'utf8');
    const lineTotal = /<cbc:LineExtensionAmount currencyID="EUR">([\d.]+)</.exec(xml)?.[1] as string;
    const amount = `<cbc:LineExtensionAmount currencyID="EUR">${lineTotal}<`;
    const bad = writeTmp(
      'invoice.xml',
      xml.replace(amount, '<cbc:LineExtensionAmount currencyID="EUR">1.00<'),
    );
    const r = await cli('validate', good, bad);
    expect(r.stdout).toContain(`OK ${good} (Invoice 2.0)`);
    expect(r.stdout).toContain(`${bad}: /totals/lineExtensionAmount: `);
    expect(r.code).toBe(1);
  });

  it('rejects a version the message does not have, naming the supported ones', async () => {
    const r = await cli('validate', '--version', '3.0', example('json', 'Timecard-2.0.json'));
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('Timecard version 3.0 is not supported; supported: 2.0');
  });

  it('validates pay equity messages at the version asked for', async () => {
    const r = await cli(
      'validate',
      '--type',
      'InquiryPayEquity',
      '--version',
      '1.0',
      example('json', 'InquiryPayEquity-1.0.json'),
    );
    expect(r.stdout.trim()).toBe(`OK ${example('json', 'InquiryPayEquity-1.0.json')} (InquiryPayEquity 1.0)`);
  });
});

describe('setu-workbench convert', () => {
  it('turns the JSON timecard into XML that the official XSD accepts, and back', async () => {
    const out = path.join(tmp, 'timecard.xml');
    expect(
      (await cli('convert', example('json', 'Timecard-2.0.json'), '--to', 'xml', '--out', out)).code,
    ).toBe(0);
    expect(await xsdErrors('Timecard', fs.readFileSync(out, 'utf8'))).toEqual([]);
    const back = await cli('convert', out, '--to', 'json');
    expect(JSON.parse(back.stdout)).toEqual(
      JSON.parse(fs.readFileSync(example('json', 'Timecard-2.0.json'), 'utf8')),
    );
  });

  it('refuses to convert an invalid message and says why', async () => {
    const file = writeTmp(
      'invalid.json',
      JSON.stringify({ documentId: { value: 'x', schemeAgencyId: 'Customer' } }),
    );
    const r = await cli('convert', file, '--type', 'Timecard', '--to', 'xml');
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`${file}: /person: is required`);
  });

  it('gives the JSON view of a UBL invoice', async () => {
    const r = await cli('convert', specPath('examples', 'invoice', 'Invoice-2.1.xml'), '--to', 'json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ currency: 'EUR', lines: expect.any(Array) });
  });

  it("says that an invoice's JSON view is read-only, with or without --type", async () => {
    const view = (await cli('convert', specPath('examples', 'invoice', 'Invoice-2.1.xml'), '--to', 'json'))
      .stdout;
    const file = path.join(tmp, 'invoice-view.json');
    fs.writeFileSync(file, view);
    for (const extra of [[], ['--type', 'Invoice']]) {
      const r = await cli('convert', file, '--to', 'xml', ...extra);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(
        `${file}: this is the JSON view of a UBL invoice, which is read-only: an invoice is its UBL XML; validate, convert or send the XML file\n`,
      );
    }
  });

  it('explains its usage when --to is missing', async () => {
    const r = await cli('convert', example('json', 'Timecard-2.0.json'));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('usage: setu-workbench convert');
  });
});
