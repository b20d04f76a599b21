// One error shape for the whole API: `{ "detail": "<French>", "code": "<catalogue code>", "params"? }`
// with the right status (issue 14; the catalogue is the contract's errors.ts). Never a stack trace or
// SQL text in a response.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERRORS,
  errorDetail,
  errorParams,
  identifyError,
  retrySentenceFr,
  type ApiErrorBody,
  type ErrorCode,
  type ErrorParams,
} from '@affinia/contract';

export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  readonly detail: string;

  /**
   * By code (`apiError`), or by a catalogue text as schemas and older call sites still give it. A code
   * may come with a detail that completes its template (a 429's "Réessayez dans …").
   */
  constructor(
    readonly statusCode: number,
    what: string | { code: ErrorCode; params?: ErrorParams; detail?: string },
    readonly headers: Record<string, string> = {},
  ) {
    const known = typeof what === 'string' ? identifyError(what) : { code: what.code, params: what.params ?? {} };
    const code = known?.code ?? 'genericError';
    const detail = typeof what === 'string' ? what : (what.detail ?? errorDetail(code, known?.params));
    super(detail);
    this.code = code;
    this.params = known ? errorParams(code, known.params) : {};
    this.detail = detail;
  }

  body(): ApiErrorBody {
    return errorBody(this.code, this.params, this.detail);
  }
}

/** The JSON an error answers with; `params` only when the message has any. */
export function errorBody(code: ErrorCode, params: ErrorParams = {}, detail?: string): ApiErrorBody {
  const filled = errorParams(code, params);
  const body: ApiErrorBody = { detail: detail ?? errorDetail(code, filled), code };
  if (Object.keys(filled).length > 0) body.params = filled;
  return body;
}

/** An error by its catalogue code, with the catalogue's status unless the call site knows better. */
export const apiError = (
  code: ErrorCode,
  params: ErrorParams = {},
  options: { status?: number; headers?: Record<string, string> } = {},
) => new HttpError(options.status ?? ERRORS[code].status, { code, params }, options.headers);

export const badRequest = (detail: string) => new HttpError(400, detail);
export const notFound = (detail: string = errorDetail('notFound')) => new HttpError(404, detail);
/**
 * Every 429: Retry-After in whole seconds (at least 1), and the French detail saying when, in words a
 * person reads ("… Réessayez dans 3 minutes."); the web says the same in the reader's language.
 */
export const tooManyRequests = (
  retryAfterSeconds: number,
  code: ErrorCode = 'tooManyRequests',
  params: ErrorParams = {},
) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const detail = `${errorDetail(code, params)} ${retrySentenceFr(seconds)}`;
  return new HttpError(429, { code, params, detail }, { 'retry-after': String(seconds) });
};

const fastifyCodeToError: Record<string, [number, ErrorCode]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalidJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'requiredFields'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'bodyTooLarge'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalidJson'],
  FST_REQ_FILE_TOO_LARGE: [413, 'photoTooLarge'],
  FST_PARTS_LIMIT: [413, 'bodyTooLarge'],
  FST_FILES_LIMIT: [413, 'bodyTooLarge'],
  FST_FIELDS_LIMIT: [413, 'bodyTooLarge'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'unsupportedMediaType'],
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.code === 'genericError' && error.statusCode < 500)
        request.log.warn({ detail: error.detail }, 'error text missing from the catalogue');
      return reply.code(error.statusCode).headers(error.headers).send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Schemas carry the catalogue's French as their messages: the text names the code.
      const message = error.validation[0]?.message;
      const known = message ? identifyError(message) : null;
      return reply.code(400).send(known ? errorBody(known.code, known.params) : errorBody('requiredFields'));
    }
    const known = error.code ? fastifyCodeToError[error.code] : undefined;
    if (known) return reply.code(known[0]).send(errorBody(known[1]));
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.code(400).send(errorBody('invalidJson'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody('genericError'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send(errorBody('serviceUnavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody('genericError'));
  });
}

/** Connection-level failures (database down, restarting, unreachable): a 503 the client may retry. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message)
    ) {
      return true;
    }
  }
  return false;
}
