// How member names read in the form: `schemeAgencyId` is "Scheme agency ID", the items of
// `payRates` are "pay rate"s, and `/customer/personContacts/0/name` is "Customer › Person contacts 1 › Name".

const acronyms: Record<string, string> = { id: 'ID', ids: 'IDs', uri: 'URI', url: 'URL', kvk: 'KvK' };

/** A member name in words, first letter capitalised. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => acronyms[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What one item of an array member is called, in lower case: `payRates` → "pay rate". */
export function itemNoun(arrayName: string): string {
  const words = humanise(arrayName).split(' ');
  const last = words.pop() ?? '';
  const single = /ies$/.test(last)
    ? last.replace(/ies$/, 'y')
    : /sses$/.test(last)
      ? last.slice(0, -2)
      : /[^su]s$/.test(last) && last !== last.toUpperCase()
        ? last.slice(0, -1)
        : last;
  const phrase = [...words, single].join(' ');
  return phrase === phrase.toUpperCase() ? phrase : phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The JSON Pointer tokens of a pointer, unescaped. */
export const tokensOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));

export const childPointer = (pointer: string, token: string | number) =>
  `${pointer}/${String(token).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Where a pointer leads, in words: array positions count from 1 as people do. */
export function pointerWords(pointer: string): string {
  if (pointer === '') return 'The message';
  const parts: string[] = [];
  for (const t of tokensOf(pointer)) {
    if (/^\d+$/.test(t) && parts.length > 0) parts[parts.length - 1] += ` ${Number(t) + 1}`;
    else parts.push(humanise(t));
  }
  return parts.join(' › ');
}
