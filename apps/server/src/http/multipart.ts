// Multipart forms (the spec's endpoints send multipart fields). Text fields are accepted on every route;
// a file part only on a route that says so in its config (`acceptsFile`: the photo upload), whose
// authentication runs in onRequest, before this hook reads a single byte of the body. A malformed body
// (no boundary, truncated, broken part headers) is the client's fault: 400, never a 500.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from '../http/errors.js';
import multipart from '@fastify/multipart';
import { HttpError } from './errors.js';

/** Largest accepted upload: the spec's 10 MB photo. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Text fields of multipart forms: far above any field's own maximum (2000-character messages). */
const MULTIPART_FIELD_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route takes file parts (multipart): one when true, or up to this many (the verification's
     * frames); every other route refuses file parts unread.
     */
    acceptsFile?: boolean | number;
    /** Largest file part on this route, when below MAX_UPLOAD_BYTES (413 beyond). */
    fileBytes?: number;
  }
}

type FormValue = string | Buffer;

export async function registerMultipart(app: FastifyInstance) {
  // No file part anywhere by default: busboy skips its bytes without buffering them.
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 0, fields: 20, fieldSize: MULTIPART_FIELD_BYTES, parts: 25 },
  });

  // A callback hook: the requests that are not multipart (most) pass without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.isMultipart()) return done();
    readForm(request).then((body) => {
      request.body = body;
      done();
    }, done);
  });
}

/** The form as `{ name: value }` (a repeated name gives an array, which validation then refuses). */
async function readForm(request: FastifyRequest): Promise<Record<string, FormValue | FormValue[]>> {
  const accepted = request.routeOptions.config.acceptsFile;
  const maxFiles = accepted === true ? 1 : typeof accepted === 'number' ? accepted : 0;
  const acceptsFile = maxFiles > 0;
  const body: Record<string, FormValue | FormValue[]> = {};
  const add = (name: string, value: FormValue) => {
    const previous = body[name];
    body[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  };
  try {
    const fileSize = request.routeOptions.config.fileBytes ?? MAX_UPLOAD_BYTES;
    for await (const part of request.parts({ limits: { files: maxFiles, fileSize } })) {
      if (part.type === 'file') {
        add(part.fieldname, await part.toBuffer());
      } else {
        // busboy cuts a text field at fieldSize without an error: refuse rather than validate a cut value.
        if (part.valueTruncated) throw apiError('bodyTooLarge');
        if (typeof part.value === 'string') add(part.fieldname, part.value);
      }
    }
  } catch (err) {
    throw formError(err, acceptsFile);
  }
  return body;
}

/** The plugin's own errors keep their meaning; anything busboy throws is a malformed body. */
function formError(err: unknown, acceptsFile: boolean): unknown {
  if (err instanceof HttpError) return err;
  const code = (err as Partial<FastifyError>).code;
  if (code === 'FST_FILES_LIMIT' && !acceptsFile) return apiError('fileNotAccepted');
  if (typeof code === 'string' && code.startsWith('FST_')) return err;
  return apiError('multipartInvalid');
}
