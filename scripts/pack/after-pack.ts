// electron-builder's afterPack hook: puts the better-sqlite3 built for the target (before-pack.ts) in
// place of the developer's build that the packer copied, and checks the packed file's ABI and CPU.
import fs from 'node:fs';
import path from 'node:path';
import type { AfterPackContext } from 'electron-builder';
import { buildNative, checkNative, NATIVE_FILE, nativeTarget } from './native.ts';

export default async function afterPack(context: AfterPackContext): Promise<void> {
  const target = nativeTarget(context.electronPlatformName, context.arch);
  const packed = path.join(
    context.packager.getResourcesDir(context.appOutDir),
    'app.asar.unpacked',
    'node_modules',
    'better-sqlite3',
    NATIVE_FILE,
  );
  fs.copyFileSync(await buildNative(target), packed);
  checkNative(packed, target);
}
