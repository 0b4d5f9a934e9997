// The data key for counterparty tokens (main/store/secrets.ts) in the desktop app: kept encrypted by
// the OS keychain through Electron's safeStorage (`secrets-key.protected`), decrypted here at start
// and sent to the server process. Where safeStorage protects nothing (Linux without a keyring, whose
// "basic_text" backend encrypts with a password built into Chromium) the key stays in the key file
// that the headless server uses, and the README says what that protects against.
import fs from 'node:fs';
import path from 'node:path';
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

/** The part of Electron's safeStorage used here. */
export interface KeyProtector {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  getSelectedStorageBackend(): string;
}

export function keychainUsable(protector: KeyProtector, platform = process.platform): boolean {
  if (!protector.isEncryptionAvailable()) return false;
  return platform !== 'linux' || protector.getSelectedStorageBackend() !== 'basic_text';
}

function unprotect(protector: KeyProtector, file: string): Buffer {
  let key: Buffer;
  try {
    key = Buffer.from(
      protector.decryptString(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')),
      'base64',
    );
  } catch (e) {
    // Not replaced on our own: the keychain may only be locked, or the user may have refused access.
    throw new SecretError(
      `The OS keychain could not unlock the key of the counterparty tokens (${file}): ${(e as Error).message}. If the data directory came from another computer or user, remove that file: the app then starts with a new key, and counterparty tokens are entered again.`,
    );
  }
  if (key.length !== KEY_BYTES) throw new SecretError(`The protected secrets key ${file} is damaged.`);
  return key;
}

/**
 * The data directory's key: unlocked by the keychain; on first start with a usable keychain a new key,
 * or the key file of earlier headless use (which is then removed), is stored protected.
 */
export function desktopSecretsKey(
  dataDir: string,
  protector: KeyProtector,
  platform = process.platform,
): Buffer {
  const protectedFile = path.join(dataDir, PROTECTED_KEY_FILE);
  const usable = keychainUsable(protector, platform);
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
  const sealed = protector.encryptString(key.toString('base64')).toString('base64');
  createOnce(protectedFile, `${sealed}\n`);
  // Read back what is on disk: should another start have won the race, its key is the one.
  const stored = unprotect(protector, protectedFile);
  fs.rmSync(plainFile, { force: true });
  return stored;
}
