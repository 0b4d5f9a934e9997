// The data key for counterparty tokens (main/store/secrets.ts) in the desktop app: kept encrypted by
// the OS keychain through Electron's safeStorage (`secrets-key.protected`), decrypted here at start
// and sent to the server process. Where safeStorage protects nothing (Linux without a keyring, whose
// "basic_text" backend encrypts with a password built into Chromium) the key stays in the key file
// that the headless server uses, and the README says what that protects against.
import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../files.ts';
import {
  createOnce,
  headlessKey,
  KEY_BYTES,
  KEY_FILE,
  newKey,
  PROTECTED_KEY_FILE,
  readKeyFile,
  SecretError,
} from '../store/secrets.ts';

/** The part of Electron's safeStorage used here: its asynchronous API (the synchronous one is deprecated). */
export interface KeyProtector {
  isAsyncEncryptionAvailable(): Promise<boolean>;
  encryptStringAsync(plainText: string): Promise<Buffer>;
  decryptStringAsync(encrypted: Buffer): Promise<{ result: string; shouldReEncrypt: boolean }>;
  getSelectedStorageBackend(): string;
}

export async function keychainUsable(protector: KeyProtector, platform = process.platform): Promise<boolean> {
  if (!(await protector.isAsyncEncryptionAvailable())) return false;
  return platform !== 'linux' || protector.getSelectedStorageBackend() !== 'basic_text';
}

const seal = async (protector: KeyProtector, key: Buffer) =>
  `${(await protector.encryptStringAsync(key.toString('base64'))).toString('base64')}\n`;

async function unprotect(protector: KeyProtector, file: string): Promise<Buffer> {
  let opened: { result: string; shouldReEncrypt: boolean };
  try {
    opened = await protector.decryptStringAsync(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64'));
  } catch (e) {
    // Not replaced on our own: the keychain may only be locked, or the user may have refused access.
    throw new SecretError(
      `The OS keychain could not unlock the key of the counterparty tokens (${file}): ${(e as Error).message}. If the data directory came from another computer or user, remove that file: the app then starts with a new key, and counterparty tokens are entered again.`,
    );
  }
  const key = Buffer.from(opened.result, 'base64');
  if (key.length !== KEY_BYTES) throw new SecretError(`The protected secrets key ${file} is damaged.`);
  // The keychain rotated its own key (or offers a stronger one): seal ours again under it.
  if (opened.shouldReEncrypt) writeFileAtomic(file, await seal(protector, key));
  return key;
}

/**
 * The data directory's key: unlocked by the keychain; on first start with a usable keychain a new key,
 * or the key file of earlier headless use (which is then removed), is stored protected.
 */
export async function desktopSecretsKey(
  dataDir: string,
  protector: KeyProtector,
  platform = process.platform,
): Promise<Buffer> {
  const protectedFile = path.join(dataDir, PROTECTED_KEY_FILE);
  const usable = await keychainUsable(protector, platform);
  if (fs.existsSync(protectedFile)) {
    if (!usable)
      throw new SecretError(
        `The key of the counterparty tokens is protected by the OS keychain, which is not available now. Start the app in your desktop session (with its keyring unlocked).`,
      );
    return unprotect(protector, protectedFile);
  }
  if (!usable) return headlessKey(dataDir);
  const plainFile = path.join(dataDir, KEY_FILE);
  const key = readKeyFile(plainFile) ?? newKey();
  createOnce(protectedFile, await seal(protector, key));
  // Read back what is on disk: should another start have won the race, its key is the one.
  const stored = await unprotect(protector, protectedFile);
  fs.rmSync(plainFile, { force: true });
  return stored;
}
