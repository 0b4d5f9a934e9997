// Secrets kept in the store (the tokens counterparties issued to us) are encrypted at rest with
// AES-256-GCM under a per-install data key, so the database file and its backups (VACUUM INTO copies)
// never hold them in the clear. The key lives beside the database:
// - the desktop app keeps it encrypted by the OS keychain (Electron's safeStorage) in
//   `secrets-key.protected` and hands it to its server process (main/desktop/secrets-key.ts);
// - headless (`serve`, the CLI) there is no keychain: `secrets-key`, readable by the user only. That
//   keeps tokens out of database copies and casual reads, not away from someone who can read the
//   user's files.
import fs from 'node:fs';
import path from 'node:path';

/**
 * node:crypto, taken where a key is made or a value sealed or opened: `serve` reads the key file before
 * it gives its address, and loading crypto's twenty modules then would hold the address up (~8 ms).
 */
const crypto = () => process.getBuiltinModule('node:crypto');

export const KEY_FILE = 'secrets-key';
export const PROTECTED_KEY_FILE = 'secrets-key.protected';
export const KEY_BYTES = 32;

/** Marks an encrypted value; anything without it is a plaintext value from before encryption. */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Secrets cannot be read or written (no key, a damaged key file); the message says why, in plain words. */
export class SecretError extends Error {
  override name = 'SecretError';
}

/** One stored value cannot be read: sealed under another key, or altered. Other values may still be. */
export class UnreadableSecret extends SecretError {
  override name = 'UnreadableSecret';
}

export const newKey = (): Buffer => crypto().randomBytes(KEY_BYTES);

/** Names a key without revealing it, so a value sealed under another key is told apart from a damaged one. */
const keyId = (key: Buffer) =>
  crypto()
    .createHmac('sha256', key)
    .update('setu-workbench secrets key id')
    .digest()
    .subarray(0, 6)
    .toString('base64url');

function checkedKey(bytes: Uint8Array): Buffer {
  if (bytes.length !== KEY_BYTES)
    throw new SecretError(`A secrets key is ${KEY_BYTES} bytes, not ${bytes.length}.`);
  return Buffer.from(bytes);
}

export class Secrets {
  private unlocked?: { key: Buffer; id: string };

  /**
   * `key` may be a function: it is then called on first use, so opening a store that holds no secrets
   * neither creates nor needs a key.
   */
  constructor(private readonly key: Uint8Array | (() => Uint8Array)) {}

  static isSealed(stored: string): boolean {
    return stored.startsWith(PREFIX);
  }

  private get current() {
    if (!this.unlocked) {
      const key = checkedKey(typeof this.key === 'function' ? this.key() : this.key);
      this.unlocked = { key, id: keyId(key) };
    }
    return this.unlocked;
  }

  /**
   * Encrypts `plain`, bound to `context` (e.g. the counterparty's name): a sealed value copied to
   * another context does not open.
   */
  seal(plain: string, context: string): string {
    const { key, id } = this.current;
    const iv = crypto().randomBytes(IV_BYTES);
    const cipher = crypto().createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${PREFIX}${id}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** The plaintext of a sealed value; a value stored before encryption is returned as it is. */
  open(stored: string, context: string): string {
    if (!Secrets.isSealed(stored)) return stored;
    const [id, payload] = stored.slice(PREFIX.length).split(':');
    const current = this.current;
    if (id !== current.id)
      throw new UnreadableSecret(
        `The stored secret of ${context} was encrypted with another key (key id ${id}, this installation's is ${current.id}): the data directory's key was replaced or comes from another installation. Enter the secret again.`,
      );
    const bytes = Buffer.from(payload ?? '', 'base64url');
    const damaged = () =>
      new UnreadableSecret(
        `The stored secret of ${context} failed its integrity check: it was altered or damaged.`,
      );
    if (bytes.length < IV_BYTES + TAG_BYTES) throw damaged();
    const decipher = crypto().createDecipheriv('aes-256-gcm', current.key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      throw damaged();
    }
  }
}

/**
 * Creates `file` with `data`, readable by the user only, unless it exists: the data is written whole
 * to a private temporary file and linked into place, so two processes starting at once agree on one
 * file and nobody reads a torn one. Returns the file's contents either way.
 */
export function createOnce(file: string, data: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(tmp, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(tmp, file);
    return data;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return fs.readFileSync(file, 'utf8');
  } finally {
    fs.rmSync(tmp, { force: true });
  }
}

/** Reads a key file (base64), or undefined when there is none. */
export function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new SecretError(`The secrets key file ${file} is damaged.`);
  // Another user on the machine must not read it; repair a copy restored with loose permissions.
  if (process.platform !== 'win32' && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  return key;
}

/** The key of a data directory used without the desktop app: its key file, created on first use. */
export function headlessKey(dataDir: string): Buffer {
  if (fs.existsSync(path.join(dataDir, PROTECTED_KEY_FILE)))
    throw new SecretError(
      `The counterparty tokens in ${dataDir} are protected by the desktop app's OS keychain, which the command line cannot use: manage counterparties and sync in the desktop app, or use another --data directory.`,
    );
  const file = path.join(dataDir, KEY_FILE);
  const existing = readKeyFile(file);
  if (existing) return existing;
  createOnce(file, `${newKey().toString('base64')}\n`);
  return readKeyFile(file) as Buffer;
}

/** The secrets of a data directory used without the desktop app; the key is read on first use. */
export const headlessSecrets = (dataDir: string) => new Secrets(() => headlessKey(dataDir));
