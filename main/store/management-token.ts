// The per-install management token. Kept in a file (`management-token`, mode 0600) beside the
// database rather than in a settings table: the CLI and the desktop shell read it without opening
// (and so without migrating or locking) the database, it never travels in database backups
// (VACUUM INTO copies), and deleting the file rotates it at the next start.
import fs from 'node:fs';
import path from 'node:path';

export const TOKEN_FILE = 'management-token';

/** node:crypto, taken where it is used: `serve` reads the token before it gives its address (secrets.ts). */
const crypto = () => process.getBuiltinModule('node:crypto');

export const tokenPath = (dataDir: string) => path.join(dataDir, TOKEN_FILE);

/** The token, or undefined when the server has never started with this data directory. */
export function readManagementToken(dataDir: string): string | undefined {
  try {
    const token = fs.readFileSync(tokenPath(dataDir), 'utf8').trim();
    return token === '' ? undefined : token;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

/** Reads the token, generating it on first start. */
export function ensureManagementToken(dataDir: string): string {
  const existing = readManagementToken(dataDir);
  const file = tokenPath(dataDir);
  if (existing) {
    // Another user on the machine must not read it; repair a copy restored with loose permissions.
    if (process.platform !== 'win32' && (fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
    return existing;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const token = crypto().randomBytes(32).toString('base64url');
  // Written whole to a private temporary file, then linked into place: link fails if another process
  // created the token meanwhile, so two first starts agree on one token and nobody reads a torn file.
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(tmp, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, `${token}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(tmp, file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    return readManagementToken(dataDir) as string;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return token;
}

const digest = (s: string) => crypto().createHash('sha256').update(s).digest();

/** Constant-time comparison (of digests, so lengths do not leak either). */
export const tokenMatches = (expected: string, presented: string) =>
  crypto().timingSafeEqual(digest(expected), digest(presented));
