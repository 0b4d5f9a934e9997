// Every call the renderer makes goes through here: the management API with the install token.
import type { ValidationIssue } from '../../shared/schema/errors.ts';
import { takeEarly } from './early.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ValidationIssue[] = [],
  ) {
    super(message);
  }
}

let token = '';

export function setToken(value: string): void {
  token = value;
}

export const authHeaders = (): Record<string, string> => ({ Authorization: `Bearer ${token}` });

/** Problems of the store itself (a damaged file, a full disk): whatever asked, the whole window says so. */
const STORE_PROBLEMS = ['store-damaged', 'insufficient-storage'];
export const STORE_PROBLEM_EVENT = 'workbench-store-problem';

async function failure(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as { code?: string; description?: string; errors?: ValidationIssue[] };
    const error = new ApiError(
      res.status,
      body.code ?? 'error',
      body.description ?? res.statusText,
      body.errors,
    );
    if (STORE_PROBLEMS.includes(error.code))
      window.dispatchEvent(new CustomEvent(STORE_PROBLEM_EVENT, { detail: error }));
    return error;
  } catch {
    return new ApiError(res.status, 'error', `The server answered ${res.status} ${res.statusText}.`);
  }
}

/** Sends a request to `/api/<path>`; a JSON body is encoded, and a JSON answer decoded. */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = authHeaders();
  let body: BodyInit | undefined;
  if (init.body instanceof Blob || init.body instanceof Uint8Array) body = init.body as BodyInit;
  else if (init.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const method = init.method ?? 'GET';
  const early = method === 'GET' ? await takeEarly(path) : undefined;
  if (early?.json) return early.json.value as T;
  const res = early?.response ?? (await fetch(`/api/${path}`, { method, headers, body }));
  if (!res.ok) throw await failure(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('Content-Type') ?? '';
  return (type.includes('json') ? await res.json() : await res.text()) as T;
}

/** A raw response (exports), checked for success. */
export async function apiResponse(path: string): Promise<Response> {
  const res = await fetch(`/api/${path}`, { headers: authHeaders() });
  if (!res.ok) throw await failure(res);
  return res;
}
