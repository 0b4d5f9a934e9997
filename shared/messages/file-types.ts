// The six attachment types SETU allows, recognised by their content rather than by what the sender
// declares: a declared type must match the file's own bytes.

export const attachmentTypes = [
  'application/pdf',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'image/png',
  'image/jpeg',
] as const;

export type AttachmentType = (typeof attachmentTypes)[number];

/** The file name extensions of each type, the usual one first. */
const extensions: Record<AttachmentType, string[]> = {
  'application/pdf': ['pdf'],
  'application/vnd.oasis.opendocument.spreadsheet': ['ods'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'text/csv': ['csv'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * The name a stored file is downloaded under: the sender's name (or `fallback`) made safe for a
 * header, with an extension of its type. The system opens a download by its extension, so HTML or
 * SVG that passes as CSV must not keep `.html` or `.svg`.
 */
export function downloadName(filename: string | null, type: AttachmentType, fallback: string): string {
  const safe = (filename ?? fallback).replace(/[^\w.-]+/g, '_');
  const extension = /\.([^.]+)$/.exec(safe)?.[1]?.toLowerCase();
  const allowed = extensions[type];
  return extension && allowed.includes(extension) ? safe : `${safe}.${allowed[0]}`;
}

const startsWith = (bytes: Uint8Array, magic: number[], offset = 0) =>
  magic.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** The attachment type the bytes are, or undefined when they are none of the six. */
export function sniffAttachmentType(bytes: Uint8Array): AttachmentType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ZIP)) {
    // OpenDocument puts an uncompressed `mimetype` entry first; OOXML has an xl/ part somewhere.
    if (
      ascii(bytes, 30, 38) === 'mimetype' &&
      ascii(bytes, 38, 84).startsWith('application/vnd.oasis.opendocument.spreadsheet')
    ) {
      return 'application/vnd.oasis.opendocument.spreadsheet';
    }
    const head = ascii(bytes, 0, Math.min(bytes.length, 1 << 16));
    if (head.includes('[Content_Types].xml') || head.includes('xl/')) {
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    }
    return undefined;
  }
  return isText(bytes) ? 'text/csv' : undefined;
}

/** CSV has no signature: it must be UTF-8 text without control characters other than tab and line ends. */
function isText(bytes: Uint8Array): boolean {
  try {
    // `stream` lets a character cut at the 64 KiB boundary pass; any other invalid UTF-8 throws.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 1 << 16), {
      stream: true,
    });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is looked for.
    return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text);
  } catch {
    return false;
  }
}
