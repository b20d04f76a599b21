// @affinia/server/testing/faces: the photo-verification tests' camera material (bench/photo-verification.ts):
// a face picture and a live head-turn sequence, from the sample photos in @vladmandic/face-api's package.
// Apart from ./testing because it loads the 3D head renderer.
export { facePicture, liveSequence } from '../face-fixtures.js';
