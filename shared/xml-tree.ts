// A namespace-resolved element tree on top of the strict reader, for XML that is not a SETU message
// (UBL invoices): attributes, prefixes bound by xmlns declarations, trimmed text.
import { defaultXmlLimits, readXml, type XmlLimits } from './xml-reader.ts';

export interface XmlElement {
  /** Namespace URI; undefined when the prefix was never declared. */
  ns: string | undefined;
  name: string;
  attrs: Record<string, string>;
  kids: XmlElement[];
  text: string;
}

interface Open {
  element: XmlElement;
  scope: Map<string, string>;
}

/** Reads `text` into a tree. Throws XmlInputError for unsafe or malformed input. */
export function readXmlTree(
  text: string,
  limits: XmlLimits = defaultXmlLimits,
): { root: XmlElement; unbound: Set<string> } {
  const unbound = new Set<string>();
  const stack: Open[] = [];
  let root: XmlElement | undefined;
  let scope = new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]);
  readXml(
    text,
    {
      open(name, prefix, attributes) {
        let inner = scope;
        for (const key of Object.keys(attributes ?? {})) {
          if (key !== 'xmlns' && !key.startsWith('xmlns:')) continue;
          if (inner === scope) inner = new Map(scope);
          inner.set(
            key === 'xmlns' ? '' : key.slice(6),
            (attributes as Record<string, string>)[key] as string,
          );
        }
        const ns = inner.get(prefix) || undefined;
        if (ns === undefined && prefix) unbound.add(prefix);
        const element: XmlElement = { ns, name, attrs: attributes ?? {}, kids: [], text: '' };
        stack[stack.length - 1]?.element.kids.push(element);
        root ??= element;
        stack.push({ element, scope: inner });
        scope = inner;
      },
      text(t) {
        (stack[stack.length - 1] as Open).element.text += t;
      },
      close() {
        const done = stack.pop() as Open;
        done.element.text = done.element.text.trim();
        scope = stack[stack.length - 1]?.scope ?? scope;
      },
    },
    limits,
  );
  return { root: root as XmlElement, unbound };
}
