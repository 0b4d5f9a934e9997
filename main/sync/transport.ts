// HTTP to counterparties: one undici connection pool per counterparty (keep-alive connections are
// reused across the whole batch), a deadline per request, and failures told apart by whether the
// counterparty answered at all.
import type { Pool } from 'undici';
import type { Counterparty } from '../store/counterparties.ts';

export interface Request {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** Path under the counterparty's base URL (`/purchase-to-pay/timecard/{id}`). */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Response {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** No HTTP answer: refused, reset, timed out. The request may or may not have been processed. */
export class NetworkError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

export class Transport {
  private readonly pools = new Map<string, Pool>();

  constructor(private readonly connections: number) {}

  private async pool(cp: Counterparty): Promise<Pool> {
    const origin = new URL(cp.baseUrl).origin;
    let pool = this.pools.get(origin);
    if (!pool) {
      // Loaded on first use: undici takes a tenth of a second to load, which the app's start need not pay.
      const { Pool } = await import('undici');
      pool = this.pools.get(origin);
      if (pool) return pool;
      pool = new Pool(origin, {
        connections: this.connections,
        connect: { timeout: cp.timeoutMs },
      });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  async send(cp: Counterparty, req: Request): Promise<Response> {
    const prefix = new URL(cp.baseUrl).pathname.replace(/\/+$/, '');
    const headers: Record<string, string> = { ...req.headers };
    if (cp.token) headers.authorization = `Bearer ${cp.token}`;
    try {
      const res = await (await this.pool(cp)).request({
        method: req.method,
        path: `${prefix}${req.path}`,
        headers,
        body: req.body,
        headersTimeout: cp.timeoutMs,
        bodyTimeout: cp.timeoutMs,
      });
      const body = Buffer.from(await res.body.arrayBuffer());
      return { status: res.statusCode, headers: res.headers, body };
    } catch (e) {
      const err = e as NodeJS.ErrnoException;
      const code = err.code ?? 'UNKNOWN';
      const timeout = /TIMEOUT/i.test(code);
      const reason = timeout
        ? `no answer within ${cp.timeoutMs} ms (${code})`
        : `${err.message || 'connection failed'} (${code})`;
      throw new NetworkError(code, `${req.method} ${cp.baseUrl}${req.path}: ${reason}`);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((p) => p.close().catch(() => p.destroy())));
    this.pools.clear();
  }
}
