// A namespace-resolved element tree on top of the strict reader, for XML that is not a SETU message
// (UBL invoices): attributes, namespaces (the reader resolves prefixes), trimmed text.
import { defaultXmlLimits, readXml, type XmlLimits } from './reader.ts';

export interface XmlElement {
  /** Namespace URI; undefined for none. */
  ns: string | undefined;
  name: string;
  attrs: Record<string, string>;
  kids: XmlElement[];
  text: string;
}

/** Reads `text` into a tree. Throws XmlInputError for unsafe or malformed input. */
export function readXmlTree(text: string, limits: XmlLimits = defaultXmlLimits): { root: XmlElement } {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  readXml(
    text,
    {
      open(name, ns, attributes) {
        const element: XmlElement = {
          ns: ns || undefined,
          name,
          attrs: attributes ?? {},
          kids: [],
          text: '',
        };
        stack[stack.length - 1]?.kids.push(element);
        root ??= element;
        stack.push(element);
      },
      text(t) {
        (stack[stack.length - 1] as XmlElement).text += t;
      },
      close() {
        const done = stack.pop() as XmlElement;
        done.text = done.text.trim();
      },
    },
    limits,
  );
  return { root: root as XmlElement };
}
