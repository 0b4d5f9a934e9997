// The text of each page of a PDF as Chromium prints it (Skia's PDF: a page object per page, its content
// in one Flate stream, its fonts Type0 with a ToUnicode map), enough for a test to read what a printed
// page says without a PDF library. Each text object (BT…ET) is read as one run of text; runs are joined
// by a space.
import { inflateSync } from 'node:zlib';

type Objects = Map<string, Buffer>;

function objects(pdf: Buffer): Objects {
  const found = new Map<string, Buffer>();
  const text = pdf.toString('latin1');
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g))
    found.set(m[1] as string, Buffer.from(m[2] as string, 'latin1'));
  return found;
}

/**
 * An object's stream, inflated. Its bytes are the dictionary's /Length after the `stream` line: cut at
 * `endstream` less a line end instead, a stream whose data ended in a carriage return lost that byte
 * too, and did not inflate (one stream in 256).
 */
function streamOf(object: Buffer): string {
  const text = object.toString('latin1');
  const start = text.indexOf('stream');
  const end = text.lastIndexOf('endstream');
  if (start < 0 || end < 0) return '';
  const dict = text.slice(0, start);
  const body = text.slice(start + 6, end).replace(/^\r?\n/, '');
  // A direct length (Skia writes them so); an indirect one (`/Length 7 0 R`) falls back to the line end.
  const length = /\/Length\s+(\d+)\b(?!\s+\d+\s+R)/.exec(dict)?.[1];
  const raw = Buffer.from(length ? body.slice(0, Number(length)) : body.replace(/\r?\n$/, ''), 'latin1');
  return dict.includes('/FlateDecode') ? inflateSync(raw).toString('latin1') : raw.toString('latin1');
}

const ref = (dict: string, key: string) => new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict)?.[1];

/** A ToUnicode map: glyph code (hex) to text. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const chars = (hex: string) =>
    String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of (block[1] as string).matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((m[1] as string).toUpperCase(), chars(m[2] as string));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of (block[1] as string).matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const from = Number.parseInt(m[1] as string, 16);
      const to = Number.parseInt(m[2] as string, 16);
      const first = Number.parseInt(m[3] as string, 16);
      for (let code = from; code <= to; code++)
        map.set(code.toString(16).toUpperCase().padStart(4, '0'), String.fromCodePoint(first + code - from));
    }
  return map;
}

/** The text of every page, in page order. */
export function pdfPageTexts(pdf: Buffer): string[] {
  const all = objects(pdf);
  const dict = (id: string | undefined) => (id ? (all.get(id)?.toString('latin1') ?? '') : '');
  const pagesRoot = ref(dict(ref(pdf.toString('latin1'), 'Root')), 'Pages');
  const kids = (/\/Kids\s*\[([^\]]*)\]/.exec(dict(pagesRoot))?.[1] ?? '').match(/\d+(?= 0 R)/g) ?? [];
  return kids.map((page) => {
    const pageDict = dict(page);
    const fonts = new Map<string, Map<string, string>>();
    for (const m of (/\/Font\s*<<([^>]*)>>/.exec(pageDict)?.[1] ?? '').matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const cmap = ref(dict(m[2]), 'ToUnicode');
      fonts.set(m[1] as string, unicodeMap(cmap ? streamOf(all.get(cmap) as Buffer) : ''));
    }
    const content = streamOf(all.get(ref(pageDict, 'Contents') ?? '') ?? Buffer.alloc(0));
    const runs: string[] = [];
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let font = new Map<string, string>();
      let run = '';
      for (const m of (block[1] as string).matchAll(/\/(\w+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>/g)) {
        if (m[1]) font = fonts.get(m[1]) ?? new Map();
        else
          for (const code of (m[2] as string).toUpperCase().match(/.{4}/g) ?? []) run += font.get(code) ?? '';
      }
      runs.push(run);
    }
    return runs.join(' ');
  });
}
