// HTTP to counterparties: one undici dispatcher per counterparty (keep-alive connections are reused
// across the whole batch; its TLS options and proxy are the counterparty's: link.ts), the sign-in its
// system asks for, a deadline per request, and failures told apart by whether the counterparty
// answered at all.
import type { Counterparty } from '../store/counterparties.ts';
import { Link, type NetworkOptions } from './link.ts';

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

export interface SendOptions {
  /** The deadline of this request; by default the counterparty's time-out. */
  timeoutMs?: number;
  /** Sign in (the default); false for a request that needs none (/health). */
  signIn?: boolean;
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
  private readonly links = new Map<string, Link>();

  constructor(
    private readonly connections: number,
    private readonly network: NetworkOptions = {},
  ) {}

  /** The counterparty's link; one made for its earlier settings is closed once its requests are done. */
  private link(cp: Counterparty): Link {
    let link = this.links.get(cp.name);
    if (link?.version !== cp.updatedAt) {
      void link?.close();
      link = new Link(cp, this.connections, this.network);
      this.links.set(cp.name, link);
    }
    return link;
  }

  /**
   * Sends a request with the counterparty's sign-in. An OAuth token the counterparty refuses (401) is
   * renewed and the request sent once more: a token may be revoked or expire early.
   */
  async send(cp: Counterparty, req: Request, options: SendOptions = {}): Promise<Response> {
    const link = this.link(cp);
    const headers: Record<string, string> = { ...req.headers };
    const token = options.signIn === false ? undefined : await link.signIn(headers);
    const res = await this.request(link, cp, req, headers, options);
    if (res.status !== 401 || token === undefined) return res;
    link.refused(token);
    await link.signIn(headers);
    return this.request(link, cp, req, headers, options);
  }

  /** A new OAuth token, asked for now (Test connection); undefined for a counterparty without OAuth. */
  freshToken(cp: Counterparty): Promise<string | undefined> {
    return this.link(cp).signIn({}, { fresh: true });
  }

  private async request(
    link: Link,
    cp: Counterparty,
    req: Request,
    headers: Record<string, string>,
    options: SendOptions,
  ): Promise<Response> {
    const timeoutMs = options.timeoutMs ?? cp.timeoutMs;
    const base = new URL(cp.baseUrl);
    const prefix = base.pathname.replace(/\/+$/, '');
    try {
      const res = await (await link.dispatcher(base.origin)).request({
        origin: base.origin,
        method: req.method,
        path: `${prefix}${req.path}`,
        headers,
        body: req.body,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        // A probe's deadline covers the whole request, connecting included.
        ...(options.timeoutMs === undefined ? {} : { signal: AbortSignal.timeout(timeoutMs) }),
      });
      const body = Buffer.from(await res.body.arrayBuffer());
      return { status: res.statusCode, headers: res.headers, body };
    } catch (e) {
      const err = e as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
      const code = err.code ?? err.cause?.code ?? err.name ?? 'UNKNOWN';
      const timeout = /TIMEOUT/i.test(code);
      const reason = timeout
        ? `no answer within ${timeoutMs} ms (${code})`
        : `${err.message || 'connection failed'} (${code})`;
      throw new NetworkError(code, `${req.method} ${cp.baseUrl}${req.path}: ${reason}`);
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.links.values()].map((l) => l.close()));
    this.links.clear();
  }
}
