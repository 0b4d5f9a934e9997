// The CLI reads a file in the encoding it is written in, or refuses it: UTF-8 strictly (never a
// silent U+FFFD), UTF-16 by its byte order mark, and the XML declaration's ISO-8859-1 or
// Windows-1252. Anything else is exit 2 with the reason.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './support/cli.ts';
import { readSpec } from './support/official.ts';
import { tempDir } from './support/temp.ts';

const official = readSpec('examples', 'xml', 'Timecard-2.0.xml');
const NAME = 'Piet van der Berg';
const dir = tempDir('setu-encodings-');

/** The official example with the worker renamed and the declaration's encoding set. */
const xmlText = (name: string, encoding: string) =>
  official.replace(NAME, name).replace('encoding="UTF-8"', `encoding="${encoding}"`);

function write(name: string, bytes: Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

const utf16 = (text: string, order: 'le' | 'be') => {
  const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
  return order === 'le' ? le : Buffer.from(le).swap16();
};

async function convertedName(file: string): Promise<string> {
  const r = await cli('convert', file, '--to', 'json');
  expect(r.code, r.stderr).toBe(0);
  const doc = JSON.parse(r.stdout) as { person: { name: { formattedName: string } } };
  return doc.person.name.formattedName;
}

describe('files the CLI can read', () => {
  it('ISO-8859-1 and Windows-1252 XML, as their declaration says', async () => {
    const latin1 = write('latin1.xml', Buffer.from(xmlText('Renée Çelik', 'ISO-8859-1'), 'latin1'));
    expect((await cli('validate', latin1)).stdout).toMatch(/^OK /);
    expect(await convertedName(latin1)).toBe('Renée Çelik');
    const cp1252 = Buffer.from(xmlText('Zoë – €', 'windows-1252'), 'latin1');
    // 0x96 and 0x80 are – and € in Windows-1252 (C1 controls in ISO-8859-1).
    cp1252[cp1252.indexOf('\u2013', 0, 'latin1')] = 0x96;
    cp1252[cp1252.indexOf('\u20ac', 0, 'latin1')] = 0x80;
    expect(await convertedName(write('cp1252.xml', cp1252))).toBe('Zoë – €');
  });

  it('UTF-16 with a byte order mark, XML and JSON, either byte order', async () => {
    for (const order of ['le', 'be'] as const) {
      const xml = write(`utf16${order}.xml`, utf16(xmlText('Jürgen', 'UTF-16'), order));
      expect((await cli('validate', xml)).stdout).toMatch(/^OK /);
      expect(await convertedName(xml)).toBe('Jürgen');
      const json = (await cli('convert', xml, '--to', 'json')).stdout;
      expect(await convertedName(write(`utf16${order}.json`, utf16(json, order)))).toBe('Jürgen');
    }
  });

  it('UTF-8 with a byte order mark', async () => {
    const file = write(
      'bom.xml',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xmlText('Åsa', 'UTF-8'))]),
    );
    expect(await convertedName(file)).toBe('Åsa');
  });
});

describe('files the CLI refuses (exit 2)', () => {
  it('ISO-8859-1 bytes in a file that declares UTF-8 (or nothing): not valid UTF-8, at which byte', async () => {
    for (const [name, text] of [
      ['declared.xml', xmlText('Renée', 'UTF-8')],
      ['undeclared.json', '{"documentId": {"value": "Renée"}}'],
    ]) {
      const file = write(name as string, Buffer.from(text as string, 'latin1'));
      const r = await cli('validate', file);
      expect(r.code).toBe(2);
      expect(r.stdout).toMatch(/is not valid UTF-8 \(byte 0xe9 at offset \d+\)/);
      const c = await cli('convert', file, '--to', 'json');
      expect(c.code).toBe(2);
      expect(c.stdout).toBe('');
    }
  });

  it('an encoding the reader does not know, named', async () => {
    const r = await cli('validate', write('sjis.xml', Buffer.from(xmlText('Sato', 'Shift_JIS'))));
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(
      /sjis\.xml: the XML declaration names encoding Shift_JIS; .*UTF-8, UTF-16, ISO-8859-1 or Windows-1252/,
    );
  });
});
