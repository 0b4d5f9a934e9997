// electron-builder's beforePack hook: says which signing and notarisation the environment provides
// (electron-builder reads the variables itself), and builds better-sqlite3 for the target (native.ts).
import type { AfterPackContext } from 'electron-builder';
import { buildNative, nativeTarget } from './native.ts';

const missing = (names: string[]) => names.filter((name) => !process.env[name]);

function reportSigning(platform: string): void {
  const say = (text: string) => process.stdout.write(`  • ${text}\n`);
  if (platform === 'darwin' || platform === 'mas') {
    if (!process.env.CSC_LINK && !process.env.CSC_NAME)
      say(
        'code signing skipped, the app is signed ad hoc (it runs once allowed in Privacy & Security): set CSC_LINK and CSC_KEY_PASSWORD (or CSC_NAME) to sign',
      );
    const appleId = missing(['APPLE_ID', 'APPLE_APP_SPECIFIC_PASSWORD', 'APPLE_TEAM_ID']);
    const apiKey = missing(['APPLE_API_KEY', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER']);
    if (appleId.length > 0 && apiKey.length > 0)
      say(`notarisation skipped: set ${appleId.join(', ')} (or ${apiKey.join(', ')}) to notarise`);
  } else if (platform === 'win32') {
    if (!process.env.WIN_CSC_LINK && !process.env.CSC_LINK)
      say('code signing skipped: set WIN_CSC_LINK (or CSC_LINK) and its password to sign');
  }
}

export default async function beforePack(context: AfterPackContext): Promise<void> {
  reportSigning(context.electronPlatformName);
  await buildNative(nativeTarget(context.electronPlatformName, context.arch));
}
