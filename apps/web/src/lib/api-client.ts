// The one way the web app talks to the API under /api: bearer token when signed in, the interface
// language in Accept-Language, JSON or multipart bodies, and `ApiError` carrying the server's `detail`.
// Any 401 on a request that carried a token means the session is gone (expired, revoked, account
// deleted): the session is cleared and the app goes to /auth (DESIGN.md, deliberate changes).
import { ERRORS, type ErrorCode, type ErrorParams } from '@affinia/contract';
import { clearSession, getToken } from './session';
import { onUnauthorized, setUnauthorizedHandler } from './unauthorized';
import { currentLanguage } from '../i18n';

export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the request never got an answer (offline, DNS, aborted). */
    readonly status: number,
    /** The server's French `detail`, when it sent one (for logs; screens show `toUserMessage`). */
    readonly detail: string | null,
    /** The catalogue code of the error (contract errors.ts) and its parameters, when the server sent them. */
    readonly code: ErrorCode | null = null,
    readonly params: ErrorParams = {},
    /** A refusal's Retry-After in seconds (every 429 sends one), null when none came. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
  /** false for calls that must not carry the session (sign-in, sign-up, e-mail check). */
  authenticated?: boolean;
  /**
   * A session to act for that is no longer the stored one (sign-out revokes the token it has just
   * forgotten). Its 401 ends nothing: there is no stored session left to end.
   */
  token?: string;
  /** Lets the request outlive the page (sign-out's revocation while the tab closes). */
  keepalive?: boolean;
  signal?: AbortSignal;
  /** 'blob' for a file download (the data export's ZIP): a successful body is returned as a Blob. */
  responseType?: 'json' | 'blob';
  /** Extra request headers (a chat message's Idempotency-Key). */
  headers?: Record<string, string>;
};

/** The HTTP status of a failed request, or null when it never got an answer. */
export const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : null);

/** Defined in unauthorized.ts, where the router plugs its handler in without loading this client. */
export { setUnauthorizedHandler };

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Retry-After as seconds from now: a number of seconds or an HTTP date (RFC 9110); null when absent. */
export function retryAfterOf(header: string | null, now: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, Math.ceil((at - now) / 1000)) : null;
}

function errorOf(status: number, body: unknown, headers: Headers): ApiError {
  const retryAfter = retryAfterOf(headers.get('retry-after'));
  if (!body || typeof body !== 'object') return new ApiError(status, null, null, {}, retryAfter);
  const { detail, code, params } = body as { detail?: unknown; code?: unknown; params?: unknown };
  return new ApiError(
    status,
    typeof detail === 'string' ? detail : null,
    typeof code === 'string' && code in ERRORS ? (code as ErrorCode) : null,
    params && typeof params === 'object' ? (params as ErrorParams) : {},
    retryAfter,
  );
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', json, form, authenticated = true, signal, responseType = 'json', keepalive } = options;
  const headers: Record<string, string> = {
    ...options.headers,
    // A file download still accepts JSON: errors come as {detail}.
    Accept: responseType === 'blob' ? '*/*' : 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const stored = authenticated && !options.token ? getToken() : null;
  const token = options.token ?? stored;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (form) body = form;
  else if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body, signal, keepalive });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, null);
  }
  if (response.ok && responseType === 'blob') return (await response.blob()) as T;
  const data = await readBody(response);
  if (!response.ok) {
    if (response.status === 401 && stored) {
      clearSession();
      onUnauthorized();
    }
    throw errorOf(response.status, data, response.headers);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'json' | 'form'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, options?: Omit<ApiRequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'POST' }),
  put: <T>(path: string, options?: Omit<ApiRequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT' }),
  patch: <T>(path: string, options?: Omit<ApiRequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH' }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
