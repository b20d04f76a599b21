// @affinia/server/photos: the photo pipeline's parts as the benchmarks measure them
// (bench/photo-screening.ts, bench/photo-verification.ts): the vision worker's client, the nudity
// classifier and its verdict, the face analyzer, and a photo turned upright as uploads are.
export { createNudityClassifier, type NudityScores } from '../modules/photo-screening/nudity-classifier.js';
export { nudityScore, screeningVerdict } from '../modules/photo-screening/verdict.js';
export { createVisionClient } from '../modules/photo-screening/vision-client.js';
export { orientedPhoto } from '../modules/photos/image-processing.js';
export { createFaceAnalyzer, faceSimilarity } from '../modules/verification/face-analyzer.js';
