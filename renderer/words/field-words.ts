// How the SETU message members are put in words, in English and Dutch: what a member is called, what it
// means for the clerk and what to put in it, and what one item of a list is called. The words themselves
// are in the field-words-*.ts files, one per area; field-labels.ts puts them together into one table.
// Keys are member names; `parent/name` where a name means something else inside a particular group
// (`documentId/value` is a number, `amount/value` a sum).

export type Words = readonly [en: string, nl: string];

export interface FieldWords {
  label: Words;
  /** What the member means and what to put in it, in a sentence or two: not the label again, no path. */
  help: Words;
  /** What one item of a list member is called ("pay rate"), lower case. */
  item?: Words;
}

export const w = (en: string, nl: string, help: Words, item?: Words): FieldWords => ({
  label: [en, nl],
  help,
  ...(item ? { item } : {}),
});
