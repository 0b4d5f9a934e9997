// Spreadsheets as Dutch offices save them: Excel writes `;` between cells where the decimal mark is a
// comma (and `,` elsewhere), in UTF-8 with or without a byte order mark, or in Windows-1252 ("CSV"
// rather than "CSV UTF-8"). Cells may be quoted, with "" for a quote and line breaks inside quotes.

/** A fault in a file, named by its row (1 = the header) and column as the spreadsheet shows them. */
export class CsvError extends Error {
  constructor(
    readonly row: number,
    readonly column: string,
    message: string,
  ) {
    super(column ? `row ${row}, column ${column}: ${message}` : `row ${row}: ${message}`);
    this.name = 'CsvError';
  }
}

// Windows-1252 differs from Latin-1 only in 0x80–0x9F (€, ‚, „, …, curly quotes). Node's TextDecoder
// decodes 'windows-1252' as Latin-1, so those are mapped here (0x81, 0x8D, 0x8F, 0x90, 0x9D are unused).
const CP1252_80_9F =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function windows1252(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? CP1252_80_9F[b - 0x80] : String.fromCharCode(b);
  return out;
}

/**
 * The file's text: UTF-8 (a BOM is dropped) when its bytes are valid UTF-8, else Windows-1252, which
 * every byte sequence is (and which is what Excel's plain "CSV" writes on a Dutch Windows).
 */
export function decodeSpreadsheet(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

/** `;` or `,`: whichever separates more cells of the first line outside quotes (`;` on a tie). */
function separatorOf(text: string): string {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const c of text) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ';') semicolons++;
    else if (!quoted && c === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/** Rows of cells with the line each starts on (as a spreadsheet numbers its rows); blank lines are left out. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const sep = separatorOf(text);
  const rows: { line: number; cells: string[] }[] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    row.push(cell);
    if (row.some((c) => c.trim() !== '')) rows.push({ line: rowLine, cells: row });
    row = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (quoted) throw new CsvError(line, '', 'a quoted cell is not closed');
  endRow();
  return rows;
}

/** Column letters as spreadsheets show them: 0 → A, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

export interface Column<K extends string> {
  key: K;
  /** Header names accepted for it (compared without case, spaces, dashes and underscores). */
  names: string[];
  required?: boolean;
}

const norm = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');

export interface Sheet<K extends string> {
  /** Each data row as its cells by key (trimmed), with its row number in the file. */
  rows: { row: number; cells: Partial<Record<K, string>> }[];
  /** "C (hours)": where a key's column is, for messages. */
  where(key: K): string;
}

/** Reads a header row and the rows under it by the columns given; a missing required column is an error. */
export function readSheet<K extends string>(text: string, columns: Column<K>[]): Sheet<K> {
  const [first, ...body] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!first) throw new CsvError(1, '', 'the file is empty');
  const header = first.cells;
  const index = new Map<K, number>();
  header.forEach((name, i) => {
    const column = columns.find((c) => c.names.some((n) => norm(n) === norm(name)));
    if (column && !index.has(column.key)) index.set(column.key, i);
  });
  for (const c of columns)
    if (c.required && !index.has(c.key))
      throw new CsvError(1, '', `the column "${c.names[0]}" is missing (the header row names the columns)`);
  const where = (key: K) => {
    const i = index.get(key);
    return i === undefined ? '' : `${columnLetter(i)} (${header[i]?.trim()})`;
  };
  const rows = body.map(({ line, cells }) => {
    const out: Partial<Record<K, string>> = {};
    for (const [key, i] of index) {
      const value = cells[i]?.trim();
      if (value) out[key] = value;
    }
    return { row: line, cells: out };
  });
  return { rows, where };
}
