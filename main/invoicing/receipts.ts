// The receipts an invoice's allowance lines refer to, read from the store's attachments to be embedded in
// the UBL (SETU: an attachment is embedded, with its mime code and file name).
import type Database from 'better-sqlite3';
import type { InvoiceDocument } from '../../shared/invoice/document.ts';
import type { Receipt } from '../../shared/invoice/ubl.ts';

const statements = new WeakMap<Database.Database, Database.Statement<[string], Row>>();

interface Row {
  mime_type: string;
  filename: string | null;
  bytes: Buffer;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export function receiptsOf(db: Database.Database, doc: InvoiceDocument): Map<string, Receipt> {
  let get = statements.get(db);
  if (!get) {
    get = db.prepare<[string], Row>('SELECT mime_type, filename, bytes FROM attachments WHERE id = ?');
    statements.set(db, get);
  }
  const out = new Map<string, Receipt>();
  for (const id of new Set(doc.lines.flatMap((l) => (l.receipt ? [l.receipt] : [])))) {
    const row = get.get(id);
    if (!row) continue;
    out.set(id, {
      mimeType: row.mime_type,
      filename: row.filename ?? `bon-${id.slice(0, 8)}.${EXTENSIONS[row.mime_type] ?? 'bin'}`,
      content: row.bytes.toString('base64'),
    });
  }
  return out;
}
