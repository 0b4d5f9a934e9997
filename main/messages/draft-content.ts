// What a draft shows in lists and carries as live validation: its title, a summary to search on,
// and the validation issues of its current body (the same list the SETU API and CLI give), with what
// the Workbench asks of its own timecards besides (an allowance says how much).
import { checkInvoice, invoiceDocumentId } from '../../shared/invoice/ubl-read.ts';
import { at, type Family } from '../../shared/messages/registry.ts';
import { validateMessage } from '../../shared/schema/validate.ts';
import { allowanceIssues } from '../../shared/timecard/allowance-rules.ts';
import type { DraftContent } from '../store/drafts.ts';

const SUMMARY_LENGTH = 300;

/** The string values of a body in document order, for substring search in lists. */
function texts(node: unknown, out: string[]): void {
  if (out.join(' · ').length > SUMMARY_LENGTH) return;
  if (typeof node === 'string') {
    if (node.trim() !== '') out.push(node.trim());
  } else if (Array.isArray(node)) for (const v of node) texts(v, out);
  else if (node && typeof node === 'object') for (const v of Object.values(node)) texts(v, out);
}

export function describeDraft(f: Family, version: string, body: Record<string, unknown>): DraftContent {
  if (f.format === 'ubl') {
    const xml = typeof body.xml === 'string' ? body.xml : '';
    const { issues, invoice } = xml
      ? checkInvoice(xml)
      : {
          issues: [{ path: '/xml', code: 'required', message: 'the invoice XML is missing' }],
          invoice: undefined,
        };
    const id = invoice ? invoiceDocumentId(invoice).value : '';
    const summary = invoice
      ? `${invoice.supplier.name} · ${invoice.customer.name} · ${invoice.issueDate}`
      : '';
    return { family: f.name, version, body, title: `${f.title} ${id}`.trim(), summary, issues };
  }
  const documentId = f.documentId ? at(body, `${f.documentId}/value`) : undefined;
  const title =
    typeof documentId === 'string' && documentId !== '' ? `${f.title} ${documentId}` : `${f.title} (new)`;
  const strings: string[] = [];
  texts(body, strings);
  const summary = strings.join(' · ').slice(0, SUMMARY_LENGTH);
  const issues = validateMessage(f, body, version);
  if (f.name === 'Timecard') issues.push(...allowanceIssues(body));
  return { family: f.name, version, body, title, summary, issues };
}
