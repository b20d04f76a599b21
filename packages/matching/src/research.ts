// @affinia/matching/research: engine parts that are not the engine's API (CandidatePool uses them inside)
// but that research tools measure alone: bench/revealed-taste.ts times RevealedTaste.record().
export { RevealedTaste, TASTE_REFRESH } from './revealed-taste.js';
