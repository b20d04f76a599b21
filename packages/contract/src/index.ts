// @affinia/contract: every payload schema and the spec's constants, shared by server and web.
export * from './constants.js';
export * from './errors.js';
export * from './messages.js';
export * from './text.js';
export * from './user.js';
export * from './display-name.js';
export * from './places.js';
export * from './profile.js';
export * from './auth.js';
export * from './payments.js';
export * from './chat.js';
export * from './text-normaliser.js';
export * from './screening.js';
export * from './scam-signals.js';
export * from './moderation.js';
export * from './ratings.js';
export * from './safety.js';
export * from './testimonials.js';
export * from './admin.js';
export * from './matching.js';
export * from './routes.js';
export * from './account.js';
export * from './notifications.js';
export * from './hidden-words.js';
export * from './verification.js';
export * from './retry-wait.js';
/** The contract's zod, for the types of forms built on its schemas. */
export { z } from './zod.js';
