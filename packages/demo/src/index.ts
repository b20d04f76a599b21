// The demo community's public surface: who the simulated people are (generated from a seed, the same seed
// giving the same people), how they look (avatars drawn as SVG and rendered to WebP) and how they speak.
export { createRng, type Rng } from './prng.js';
export { COUNTRIES, type CountryCode } from './places.js';
export { andWord, interestNoun } from './bios.js';
export { AVATAR_HEIGHT, AVATAR_WIDTH, avatarSvg, renderAvatar, type RenderedAvatar } from './avatar.js';
export {
  DEFAULT_DEMO_SEED,
  DEMO_EMAIL_PATTERN,
  demoEmail,
  generatePeople,
  generatePerson,
  type DemoPerson,
} from './population.js';
export { demoStyleFor, generateLocalPerson, type LocalTarget, type LocalTown } from './local-people.js';
export { demoLanguageOf } from './identity.js';
