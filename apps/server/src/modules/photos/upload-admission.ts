// Whether an upload may even be read: the caller is signed in (the route's authentication runs
// first), has room for another photo, and is within the per-user upload rate. Checked in onRequest,
// before the multipart body is read or anything is decoded, so a refused upload costs one query.
import type { FastifyRequest } from 'fastify';
import { MAX_PHOTOS } from '@affinia/contract';
import type { RateLimitRule } from '../../config.js';
import type { Database } from '../../db/client.js';
import { apiError, tooManyRequests } from '../../http/errors.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { currentUser } from '../auth/guard.js';
import { countPhotosOf } from './repository.js';

export type UploadAdmission = (request: FastifyRequest) => Promise<void>;

export function createUploadAdmission(deps: {
  database: Database;
  limiter: RateLimiter;
  rule: RateLimitRule;
}): UploadAdmission {
  return async (request) => {
    const userId = currentUser(request).id;
    // The count is checked again under a lock when the row is written (concurrent uploads).
    if ((await countPhotosOf(deps.database.db, userId)) >= MAX_PHOTOS) throw apiError('photoLimit');
    const verdict = await deps.limiter.hit(`photo:upload:${userId}`, deps.rule);
    if (!verdict.allowed) throw tooManyRequests(verdict.retryAfterSeconds, 'tooManyPhotoUploads');
  };
}
