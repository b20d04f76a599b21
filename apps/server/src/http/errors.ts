// One error shape for the whole API: `{ "detail": "<French message>" }` with the right status.
// Never a stack trace or SQL text in a response.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '@affinia/contract';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const badRequest = (detail: string) => new HttpError(400, detail);
export const notFound = (detail: string = MSG.notFound) => new HttpError(404, detail);
export const tooManyRequests = (retryAfterSeconds: number, detail: string = MSG.tooManyRequests) =>
  new HttpError(429, detail, { 'retry-after': String(retryAfterSeconds) });

const fastifyCodeToDetail: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MSG.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MSG.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MSG.requiredFields],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MSG.bodyTooLarge],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MSG.invalidJson],
  FST_REQ_FILE_TOO_LARGE: [413, MSG.photoTooLarge],
  FST_PARTS_LIMIT: [413, MSG.bodyTooLarge],
  FST_FILES_LIMIT: [413, MSG.bodyTooLarge],
  FST_FIELDS_LIMIT: [413, MSG.bodyTooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, MSG.unsupportedMediaType],
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.code(400).send({ detail: first?.message ?? MSG.requiredFields });
    }
    const known = error.code ? fastifyCodeToDetail[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ detail: known[1] });
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.code(400).send({ detail: MSG.invalidJson });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: MSG.genericError });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ detail: MSG.serviceUnavailable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: MSG.genericError });
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
