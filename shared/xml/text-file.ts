// A message file's bytes as text, in the encoding the file is written in: UTF-16 by its byte order
// mark (or the "<?" an XML file starts with), else the XML declaration's encoding, else UTF-8. Decoding
// is strict: a byte the encoding cannot hold is an error naming it, never a silent U+FFFD.

export class TextFileError extends Error {
  readonly code = 'encoding';
}

const strict = (label: string) => new TextDecoder(label, { fatal: true, ignoreBOM: false });

// Windows-1252 is ISO-8859-1 but for 0x80-0x9F, where it has printable characters (euro, quotes,
// dashes); Node's TextDecoder reads that label as ISO-8859-1, so the table is here. 0x81, 0x8D, 0x8F,
// 0x90 and 0x9D are unassigned and read as the control characters of the same number, as browsers do.
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function singleByte(bytes: Uint8Array, high: (b: number) => string): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b < 0xa0 ? high(b) : String.fromCharCode(b);
  return out;
}

/** Single-byte encodings by the names XML declarations use; every byte is a character. */
const SINGLE_BYTE: Record<string, (bytes: Uint8Array) => string> = {
  'iso-8859-1': (bytes) => singleByte(bytes, (b) => String.fromCharCode(b)),
  'windows-1252': (bytes) => singleByte(bytes, (b) => CP1252_HIGH[b - 0x80] as string),
};
const ALIASES: Record<string, string> = {
  latin1: 'iso-8859-1',
  'iso_8859-1': 'iso-8859-1',
  'iso8859-1': 'iso-8859-1',
  l1: 'iso-8859-1',
  cp1252: 'windows-1252',
};

function utf8(bytes: Uint8Array): string {
  try {
    return strict('utf-8').decode(bytes);
  } catch {
    // TextDecoder does not say where: find the first byte that does not start or continue a sequence.
    const at = firstBadUtf8(bytes);
    throw new TextFileError(
      `the file is not valid UTF-8 (byte 0x${(bytes[at] ?? 0).toString(16).padStart(2, '0')} at offset ${at}); save it as UTF-8, or name its encoding in the XML declaration`,
    );
  }
}

function firstBadUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i] as number;
    const length =
      b < 0x80 ? 1 : b >= 0xc2 && b < 0xe0 ? 2 : b >= 0xe0 && b < 0xf0 ? 3 : b >= 0xf0 && b < 0xf5 ? 4 : 0;
    if (length === 0) return i;
    try {
      strict('utf-8').decode(bytes.subarray(i, i + length));
    } catch {
      return i;
    }
    i += length;
  }
  return 0;
}

function utf16(bytes: Uint8Array, order: 'le' | 'be'): string {
  try {
    return strict(`utf-16${order}`).decode(bytes);
  } catch {
    throw new TextFileError(`the file is not valid UTF-16 (${order === 'le' ? 'little' : 'big'}-endian)`);
  }
}

/** The encoding named by an XML declaration at the start of ASCII-compatible bytes, lower case. */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, 200));
  return /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z][\w.:-]*)["']/.exec(head)?.[1];
}

export function decodeTextFile(bytes: Uint8Array): string {
  const [a, b, c] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return utf8(bytes.subarray(3));
  if (a === 0xff && b === 0xfe) return utf16(bytes.subarray(2), 'le');
  if (a === 0xfe && b === 0xff) return utf16(bytes.subarray(2), 'be');
  // UTF-16 XML without a byte order mark still starts with "<?" (or "<"), one zero byte beside each.
  if (a === 0x3c && b === 0x00) return utf16(bytes, 'le');
  if (a === 0x00 && b === 0x3c) return utf16(bytes, 'be');
  const declared = declaredEncoding(bytes);
  if (declared === undefined) return utf8(bytes);
  const name = declared.toLowerCase();
  if (name === 'utf-8' || name === 'utf8' || name === 'us-ascii' || name === 'ascii') return utf8(bytes);
  const single = SINGLE_BYTE[ALIASES[name] ?? name];
  if (single) return single(bytes);
  throw new TextFileError(
    name.startsWith('utf-16')
      ? 'the XML declaration names UTF-16, but the file has no byte order mark and is not UTF-16'
      : `the XML declaration names encoding ${declared}; the files that can be read are UTF-8, UTF-16, ISO-8859-1 or Windows-1252`,
  );
}
