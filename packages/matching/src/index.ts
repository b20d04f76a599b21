// @affinia/matching: Affinia's compatibility engine. Pure functions and typed arrays, no I/O.
export * from './tables.js';
export * from './concepts.js';
export * from './profile.js';
export * from './affinity.js';
export * from './stated.js';
export * from './learning.js';
export * from './distance.js';
export * from './pool.js';
export type { Lang, Phrasebook } from './text/phrasebook.js';
export { PHRASEBOOKS } from './text/compose.js';
export * from './text/facts.js';
export * from './text/reason.js';
export * from './text/openers.js';
export * from './stable-pairing.js';
