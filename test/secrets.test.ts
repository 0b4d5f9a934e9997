// Counterparty tokens at rest: AES-256-GCM under the data key, the key files of the headless server
// and of the desktop app (with a stand-in for Electron's safeStorage), and the real store.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { desktopSecretsKey, type KeyProtector } from '../main/desktop/secrets-key.ts';
import { openConnection } from '../main/store/connection.ts';
import { Counterparties } from '../main/store/counterparties.ts';
import {
  headlessKey,
  headlessSecrets,
  KEY_FILE,
  PROTECTED_KEY_FILE,
  SecretError,
  Secrets,
} from '../main/store/secrets.ts';
import { Store } from '../main/store/store.ts';

const TOKEN = 'KEY-ACME-GAVE-US-7f3c9a';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setu-secrets-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Every byte of the data directory's database files (the database, its WAL), as one buffer. */
const databaseBytes = () =>
  Buffer.concat(
    fs
      .readdirSync(dir)
      .filter((f) => f.startsWith('workbench.sqlite'))
      .map((f) => fs.readFileSync(path.join(dir, f))),
  );

/** A keychain stand-in: encrypts with a key of its own, as safeStorage does with the OS's. */
function keychain(available = true, backend = 'gnome_libsecret', rotated = false): KeyProtector {
  const own = new Secrets(randomBytes(32));
  return {
    isAsyncEncryptionAvailable: async () => available,
    getSelectedStorageBackend: () => backend,
    encryptStringAsync: async (plain) => Buffer.from(own.seal(plain, 'keychain')),
    decryptStringAsync: async (sealed) => ({
      result: own.open(sealed.toString(), 'keychain'),
      shouldReEncrypt: rotated,
    }),
  };
}

describe('sealed secrets', () => {
  const secrets = new Secrets(randomBytes(32));

  it('round-trip, and never show the plaintext or repeat a ciphertext', () => {
    const a = secrets.seal(TOKEN, 'counterparty "acme"');
    const b = secrets.seal(TOKEN, 'counterparty "acme"');
    expect(a).toMatch(/^enc:v1:/);
    expect(a).not.toContain(TOKEN);
    expect(a).not.toBe(b);
    expect(secrets.open(a, 'counterparty "acme"')).toBe(TOKEN);
    expect(secrets.open(b, 'counterparty "acme"')).toBe(TOKEN);
  });

  it('detect tampering, and a value moved to another counterparty', () => {
    const sealed = secrets.seal(TOKEN, 'counterparty "acme"');
    const payload = Buffer.from(sealed.slice(sealed.lastIndexOf(':') + 1), 'base64url');
    payload[15] = (payload[15] as number) ^ 1;
    const tampered = `${sealed.slice(0, sealed.lastIndexOf(':') + 1)}${payload.toString('base64url')}`;
    expect(() => secrets.open(tampered, 'counterparty "acme"')).toThrow(/failed its integrity check/);
    expect(() => secrets.open(sealed, 'counterparty "globex"')).toThrow(/failed its integrity check/);
    expect(() => secrets.open(sealed.slice(0, 20), 'counterparty "acme"')).toThrow(SecretError);
  });

  it('refuse another key, saying so', () => {
    const sealed = secrets.seal(TOKEN, 'counterparty "acme"');
    expect(() => new Secrets(randomBytes(32)).open(sealed, 'counterparty "acme"')).toThrow(
      /counterparty "acme" was encrypted with another key .*Enter the secret again/,
    );
  });

  it('read a value stored before encryption as it is', () => {
    expect(secrets.open(TOKEN, 'counterparty "acme"')).toBe(TOKEN);
  });

  it('refuse a key of the wrong size', () => {
    expect(() => new Secrets(randomBytes(16)).seal(TOKEN, 'x')).toThrow(/32 bytes, not 16/);
  });
});

describe('counterparty tokens in the store', () => {
  let store: Store;
  let db: Database.Database;
  beforeEach(() => {
    store = Store.open(dir, { backgroundCheckpoint: false });
    db = openConnection(store.file);
  });
  const close = () => {
    db.close();
    store.close();
  };

  it('are encrypted: the database files never hold the token', () => {
    const counterparties = new Counterparties(db);
    counterparties.add({
      name: 'acme',
      role: 'supplier',
      baseUrl: 'https://setu.acme.example',
      token: TOKEN,
    });
    counterparties.update('acme', { timeoutMs: 10_000 });
    expect(counterparties.get('acme')?.token).toBe(TOKEN);
    expect(databaseBytes().includes(TOKEN)).toBe(false);
    close();
    expect(databaseBytes().includes(TOKEN)).toBe(false);
    // The key file the headless store made is readable by the user only.
    if (process.platform !== 'win32') expect(fs.statSync(path.join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('stored in plaintext by an earlier version are read, then encrypted in place', () => {
    const earlier = new Counterparties(db);
    earlier.add({ name: 'acme', role: 'supplier', baseUrl: 'https://setu.acme.example' });
    // The row as a version before encryption wrote it, between others on the same page.
    db.prepare(
      `INSERT INTO counterparties (name, role, families, base_url, token, created_at, updated_at)
       VALUES ('beta', 'supplier', '["Timecard"]', 'https://setu.beta.example', ?, 'then', 'then')`,
    ).run(TOKEN);
    earlier.add({ name: 'gamma', role: 'supplier', baseUrl: 'https://setu.gamma.example' });
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(databaseBytes().includes(TOKEN)).toBe(true);

    const counterparties = new Counterparties(db);
    const stored = db.prepare("SELECT token FROM counterparties WHERE name = 'beta'").pluck().get();
    expect(stored).toMatch(/^enc:v1:/);
    expect(counterparties.get('beta')?.token).toBe(TOKEN);
    close();
    // Overwritten, not just freed: the old bytes do not linger in the page's free space.
    expect(databaseBytes().includes(TOKEN)).toBe(false);
  });

  it('under another key read as none, with the reason on stderr, and can be entered again', () => {
    new Counterparties(db).add({
      name: 'acme',
      role: 'supplier',
      baseUrl: 'https://x.example',
      token: TOKEN,
    });
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((m: string) => void warnings.push(m));
    try {
      const counterparties = new Counterparties(db, new Secrets(randomBytes(32)));
      expect(counterparties.list().map((c) => c.token)).toEqual([null]);
      expect(counterparties.get('acme')?.token).toBeNull();
      expect(warnings).toEqual([expect.stringMatching(/counterparty "acme" was encrypted with another key/)]);
      expect(counterparties.update('acme', { token: 'NEW-TOKEN' })?.token).toBe('NEW-TOKEN');
    } finally {
      warn.mockRestore();
    }
    close();
  });

  it('are not read at all when the key cannot be had', () => {
    new Counterparties(db).add({
      name: 'acme',
      role: 'supplier',
      baseUrl: 'https://x.example',
      token: TOKEN,
    });
    fs.writeFileSync(path.join(dir, PROTECTED_KEY_FILE), 'the desktop app holds the key\n');
    expect(() => new Counterparties(db, headlessSecrets(dir)).get('acme')).toThrow(
      /protected by the desktop app's OS keychain/,
    );
    close();
  });
});

describe('the key files', () => {
  it('headless: created once, private, the same key on every start', () => {
    const key = headlessKey(dir);
    expect(key).toHaveLength(32);
    expect(headlessKey(dir).equals(key)).toBe(true);
    if (process.platform !== 'win32') expect(fs.statSync(path.join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('desktop: kept protected by the keychain, the same key on every start', async () => {
    const protector = keychain();
    const key = await desktopSecretsKey(dir, protector);
    expect(key).toHaveLength(32);
    expect(fs.existsSync(path.join(dir, KEY_FILE))).toBe(false);
    const onDisk = fs.readFileSync(path.join(dir, PROTECTED_KEY_FILE), 'utf8');
    expect(onDisk).not.toContain(key.toString('base64'));
    expect((await desktopSecretsKey(dir, protector)).equals(key)).toBe(true);
    // Unlocked by another keychain (another user, another machine) it is refused, with the reason.
    await expect(desktopSecretsKey(dir, keychain())).rejects.toThrow(/could not unlock .*remove that file/);
  });

  it('desktop: sealed again when the keychain asks for it (its key rotated), the same key', async () => {
    const protector = keychain(true, 'gnome_libsecret', true);
    const key = await desktopSecretsKey(dir, protector);
    const file = path.join(dir, PROTECTED_KEY_FILE);
    const before = fs.readFileSync(file, 'utf8');
    expect((await desktopSecretsKey(dir, protector)).equals(key)).toBe(true);
    const after = fs.readFileSync(file, 'utf8');
    expect(after).not.toBe(before);
    expect(after).not.toContain(key.toString('base64'));
    expect((await desktopSecretsKey(dir, protector)).equals(key)).toBe(true);
  });

  it('desktop: takes over the key of earlier headless use, so its tokens stay readable', async () => {
    const sealed = headlessSecrets(dir).seal(TOKEN, 'counterparty "acme"');
    const key = await desktopSecretsKey(dir, keychain());
    expect(new Secrets(key).open(sealed, 'counterparty "acme"')).toBe(TOKEN);
    expect(fs.existsSync(path.join(dir, KEY_FILE))).toBe(false);
    // From then on the command line cannot read them, and says why rather than making a new key.
    expect(() => headlessKey(dir)).toThrow(/protected by the desktop app's OS keychain/);
    expect(fs.existsSync(path.join(dir, KEY_FILE))).toBe(false);
  });

  it('desktop without a keyring (Linux basic_text): the key file, as headless', async () => {
    const key = await desktopSecretsKey(dir, keychain(true, 'basic_text'), 'linux');
    expect(fs.existsSync(path.join(dir, PROTECTED_KEY_FILE))).toBe(false);
    expect(headlessKey(dir).equals(key)).toBe(true);
    expect((await desktopSecretsKey(dir, keychain(false), 'win32')).equals(key)).toBe(true);
  });

  it('desktop: a protected key whose keychain is unavailable stops the start with the reason', async () => {
    await desktopSecretsKey(dir, keychain());
    await expect(desktopSecretsKey(dir, keychain(false))).rejects.toThrow(
      /OS keychain, which is not available now/,
    );
  });
});
