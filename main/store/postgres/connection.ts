// Connections to the office database: a pool per process, every session committing synchronously
// (a 201 is sent only after COMMIT returned, and COMMIT returns only once the WAL is flushed), and
// the errors that mean "the database cannot be reached now", which the server answers with 503.
import pg from 'pg';
import { StoreUnavailable } from '../exchange-store.ts';

export interface PoolOptions {
  /** Connections per process; each serves one statement at a time. */
  max?: number;
}

// The unavailable states: a connection exception (class 08), the server shutting down or starting
// (57P01-57P03), no connection slot free (53300), and the sockets' own errors.
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

export function isUnavailable(e: unknown): boolean {
  const code = String((e as { code?: unknown } | undefined)?.code ?? '');
  if (UNAVAILABLE_STATES.test(code) || SOCKET_ERRORS.has(code)) return true;
  const message = (e as Error | undefined)?.message ?? '';
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
    message,
  );
}

/**
 * Whether the office database can be reached, said once when an outage starts and once when it ends:
 * on the log with the database's address and what failed, while whoever asked is told only that it
 * cannot be reached (the address is the office's own business, and a busy server would otherwise log
 * a line per request).
 */
export class Reach {
  private down = false;

  constructor(
    /** The database's URL without its password. */
    private readonly where: string,
    private readonly log: (line: string) => void = (line) => console.error(line),
  ) {}

  /** Passes an error on, as StoreUnavailable when the database could not be reached. */
  failed(e: unknown): unknown {
    if (!isUnavailable(e)) return e;
    if (!this.down)
      this.log(
        `The office database at ${this.where} cannot be reached (${(e as Error).message}): requests that need it are answered 503 until it can.`,
      );
    this.down = true;
    return new StoreUnavailable(
      'The office database cannot be reached; nothing was stored. Try again in a moment.',
      { cause: e },
    );
  }

  /** A connection to the database was made: an outage, if one was under way, is over. */
  reached(): void {
    if (!this.down) return;
    this.down = false;
    this.log(`The office database at ${this.where} can be reached again.`);
  }
}

/** A URL with its password replaced, for messages and logs. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the database URL';
  }
}

export function openPool(url: string, options: PoolOptions = {}): pg.Pool {
  // The URL's own session options (a search_path, say) are kept beside synchronous_commit, which every
  // session sets whatever the server's default: given in the URL they would replace it.
  const bare = new URL(url);
  const given = bare.searchParams.get('options');
  bare.searchParams.delete('options');
  const pool = new pg.Pool({
    connectionString: bare.toString(),
    options: [given, '-c synchronous_commit=on'].filter(Boolean).join(' '),
    max: options.max ?? 10,
    // While the database is down a request fails within this rather than waiting for it.
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
    application_name: 'setu-workbench',
  });
  // An idle connection the server ended (a restart) is dropped from the pool; the next request opens
  // another. Without a listener the error would end the process.
  pool.on('error', () => {});
  return pool;
}
