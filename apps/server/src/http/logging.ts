// What the server's log may hold. Redaction happens here, at the logger, so no call site can leak by
// forgetting: request URLs lose their query string and payment session ids (a session is a credit until
// redeemed); errors keep their type, code and stack frames but lose everything that can carry row values
// (a database error's detail, a failed query's parameters) and have e-mails, password hashes, tokens and
// secrets masked in their message; known secret fields are censored wherever they are logged.
import { createHash } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Patterns of secrets and personal data that must never reach a log line, whatever carried them. */
const SECRET_PATTERNS: Array<[RegExp, string]> = [
  [/\$(?:argon2(?:id|i|d)|scrypt)\$[\w$=,+/.-]+/g, '[password hash]'],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[token]'],
  [/\b(?:sbx|cs_(?:test|live))_[\w-]+/g, '[payment session]'],
  [/\b(?:sk|rk)_(?:test|live)_\w+|\bwhsec_\w+/g, '[secret]'],
  [/[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi, '[email]'],
];

/** Masks every secret or e-mail found in a text. */
export function scrubText(text: string): string {
  return SECRET_PATTERNS.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

/** Path segments that carry a payment session id: the status poll and the sandbox checkout pages. */
const SESSION_IN_PATH = /^(\/api\/payments\/(?:status|sandbox|credit)\/)[^/?#]+/;

/**
 * A request URL as it may be logged: the query string (tokens, e-mails, session ids in return URLs)
 * reduced to its presence, and a payment session id in the path replaced by a short fingerprint that
 * lets an operator follow one session without the log holding the credit itself.
 */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const safePath = path.replace(
    SESSION_IN_PATH,
    (_m, prefix: string) => prefix + fingerprint(path.slice(prefix.length).split('/')[0]!),
  );
  return scrubText(safePath) + (queryAt === -1 ? '' : '?[redacted]');
}

/** A stable, irreversible short name for a secret, for following it across log lines. */
export function fingerprint(secret: string): string {
  return `fp:${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;
}

/** Fields of an error that identify it without carrying data. */
const SAFE_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'errno',
  'syscall',
] as const;

const isDatabaseError = (e: Record<string, unknown>) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e;

function loggableMessage(e: Error & Record<string, unknown>): string {
  const message = typeof e.message === 'string' ? e.message : String(e.message);
  // Drizzle: "Failed query: <SQL>\nparams: <values>" — the SQL is ours, the values are the user's.
  if (message.startsWith('Failed query: ')) return scrubText(message.split('\nparams:')[0]!);
  // PostgreSQL quotes the offending value in its message ('invalid input syntax for type uuid: "…"');
  // the names of the constraint, table and column are kept in their own fields.
  if (isDatabaseError(e)) return scrubText(message.replace(/"[^"]*"/g, '"…"'));
  return scrubText(message);
}

/**
 * An error as it may be logged: type, safe identifying fields, a scrubbed message, the stack's frames
 * (its first line repeats the message, so it is rebuilt from the scrubbed one) and the same for its cause.
 * A database error's `detail` ("Key (email)=(…)", "Failing row contains (…)"), `where`, a failed query's
 * `params` and any other field are left out.
 */
export type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };
export function loggableError(err: unknown, depth = 0): LoggedError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: scrubText(String(err)), stack: '' };
  const e = err as Error & Record<string, unknown>;
  // PGlite's error class has a minified name: call every SQLSTATE-carrying error what it is.
  const type = isDatabaseError(e)
    ? 'DatabaseError'
    : e.constructor?.name && e.constructor.name !== 'Object'
      ? e.constructor.name
      : 'Error';
  const out: LoggedError = { type, message: loggableMessage(e), stack: '' };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = e[field];
    if (typeof value === 'number' || (typeof value === 'string' && value.length <= 100))
      out[field] = scrubText(String(value));
  }
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    // Frames name code, not data; they are kept as they are (file paths may contain "@scope/…").
    out.stack = [`${type}: ${out.message}`, ...frames].join('\n');
  }
  if (e.cause !== undefined && depth < 4) out.cause = loggableError(e.cause, depth + 1);
  return out;
}

type LoggedRequest = {
  method: string;
  url: string;
  ip?: string;
  host?: string;
  socket?: { remotePort?: number };
};

/** Fields holding secrets or personal data, censored wherever an object logs them. */
const CENSORED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body',
  'query',
  'params',
  'password',
  'passwordHash',
  'password_hash',
  'token',
  'email',
  'sessionId',
  'session_id',
  'payment_session_id',
  '*.body',
  '*.password',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.email',
  '*.sessionId',
  '*.session_id',
  '*.payment_session_id',
];
const SESSION_FIELDS = new Set(['sessionId', 'session_id', 'payment_session_id']);

/** Fastify's `logger` option: level, redaction and serializers, writing to `stream` when given (tests). */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: CENSORED_PATHS,
      // A session id becomes its fingerprint (still traceable, no longer a credit); the rest disappears.
      censor: (value: unknown, path: string[]) =>
        SESSION_FIELDS.has(path[path.length - 1]!) && typeof value === 'string' ? fingerprint(value) : '[redacted]',
    },
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: loggableUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
      err: (err: unknown) => loggableError(err),
      error: (err: unknown) => loggableError(err),
    },
  };
}
