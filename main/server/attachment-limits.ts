// How large an attachment may be, where it is limited twice: the exchange server takes an upload (the
// file in base64, wrapped in JSON or XML) of up to UPLOAD_BYTES by default, and the workbench keeps
// files of up to FILE_BYTES, the largest whose upload still fits: the biggest receipt it accepts must
// sync to a server of its own kind. (A 15 MiB file is exactly 20 MiB in base64, and its upload was
// 75 bytes over.)

const MiB = 1024 * 1024;

/** The exchange server's default limit on an attachment upload's body (`--attachment-limit`). */
export const UPLOAD_BYTES = 20 * MiB;

/** The longest file name the workbench keeps with a file, in UTF-16 code units. */
export const FILENAME_LENGTH = 200;

/**
 * What an upload holds around the file's base64: the JSON or XML of the upload (some 250 bytes at
 * most, the longest mime type included) and the file name, each of its code units at most 6 bytes once
 * escaped (`&amp;` in XML, `\ud83d` in JSON for half of a pair the length limit cut).
 */
const ENVELOPE_BYTES = 512 + FILENAME_LENGTH * 6;

/** The largest file the workbench keeps: base64 writes 4 bytes for each 3. */
export const FILE_BYTES = Math.floor((UPLOAD_BYTES - ENVELOPE_BYTES) / 4) * 3;
