// Numbers as people write them in either convention: "23,40" and "23.40", "1.234,56" and "1,234.56",
// "€ 12,50". Where both marks appear the last one is the decimal mark; a lone mark is a decimal mark.

export function parseDecimal(text: string): number | undefined {
  const t = text.replace(/[€\s\u00a0]/g, '').replace(/^EUR/i, '');
  if (!/^[+-]?[\d.,]*\d[\d.,]*$/.test(t)) return undefined;
  const lastComma = t.lastIndexOf(',');
  const lastDot = t.lastIndexOf('.');
  const mark = lastComma > lastDot ? ',' : '.';
  const other = mark === ',' ? '.' : ',';
  if (t.split(mark).length > 2) return undefined;
  const plain = t.split(other).join('').replace(mark, '.');
  const n = Number(plain);
  return Number.isFinite(n) ? n : undefined;
}
