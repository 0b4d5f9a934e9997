// The CPU architectures a native binary is built for, read from its header (ELF on Linux, Mach-O on
// macOS, PE on Windows), in electron-builder's names: a .node file rebuilt for the wrong architecture
// carries the right ABI and still fails to load on the computer it is installed on.
import fs from 'node:fs';

const elf: Record<number, string> = { 3: 'ia32', 40: 'armv7l', 62: 'x64', 183: 'arm64' };
const machO: Record<number, string> = { 7: 'ia32', 12: 'armv7l', 16777223: 'x64', 16777228: 'arm64' };
const pe: Record<number, string> = { 332: 'ia32', 452: 'armv7l', 34404: 'x64', 43620: 'arm64' };

function header(file: string, bytes = 4096): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    return buffer.subarray(0, fs.readSync(fd, buffer, 0, bytes, 0));
  } finally {
    fs.closeSync(fd);
  }
}

const named = (table: Record<number, string>, id: number) => table[id] ?? `unknown (${id.toString(16)})`;

/** The architectures the binary holds (a universal Mach-O holds several); undefined: not a binary known here. */
export function archesOf(file: string): string[] | undefined {
  const h = header(file);
  if (h.length < 64) return undefined;
  if (h.readUInt32BE(0) === 0x7f454c46) {
    const littleEndian = h[5] === 1;
    return [named(elf, littleEndian ? h.readUInt16LE(18) : h.readUInt16BE(18))];
  }
  const magic = h.readUInt32LE(0);
  if (magic === 0xfeedface || magic === 0xfeedfacf) return [named(machO, h.readUInt32LE(4))];
  const fat = h.readUInt32BE(0);
  if (fat === 0xcafebabe || fat === 0xcafebabf) {
    const size = fat === 0xcafebabe ? 20 : 32;
    const count = h.readUInt32BE(4);
    if (8 + count * size > h.length) return undefined;
    return Array.from({ length: count }, (_, i) => named(machO, h.readUInt32BE(8 + i * size)));
  }
  if (h.toString('latin1', 0, 2) === 'MZ') {
    const at = h.readUInt32LE(0x3c);
    if (at + 6 > h.length || h.toString('latin1', at, at + 4) !== 'PE\0\0') return undefined;
    return [named(pe, h.readUInt16LE(at + 4))];
  }
  return undefined;
}
