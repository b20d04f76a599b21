// Worker thread that classifies photos for nudity with nsfwjs (MobileNetV2, weights bundled in the
// npm package) on TensorFlow.js's WASM backend. It runs apart from the event loop: one inference is
// ~80 ms of pure CPU that would otherwise stall every request of the process.
// Plain JavaScript so the same file runs under the test runner (TypeScript sources) and beside the
// bundled server (build.mjs copies it to dist/); the main side is nudity-classifier.ts.
// Protocol: parent sends { id, pixels } (224×224 RGB, Uint8Array); the worker answers
// { id, scores } or { id, error }. It posts { ready: true } once the model is loaded, or
// { ready: false, error } if it cannot be.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parentPort } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { load } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';

const SIDE = 224;
const require = createRequire(import.meta.url);

async function start() {
  // The .wasm files ship in the package; pointing at them keeps tfjs from fetching anything.
  setWasmPaths(`${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`);
  if (!(await tf.setBackend('wasm'))) throw new Error('the tfjs WASM backend could not start');
  tf.enableProdMode();
  // nsfwjs prints a hint about hosting the model to the console; the server's log is JSON lines only.
  const info = console.info;
  console.info = () => undefined;
  try {
    return await load('MobileNetV2', { modelDefinitions: [MobileNetV2Model], size: SIDE });
  } finally {
    console.info = info;
  }
}

const ready = start();
ready.then(
  () => parentPort.postMessage({ ready: true }),
  (err) => parentPort.postMessage({ ready: false, error: String(err?.message ?? err) }),
);

parentPort.on('message', async ({ id, pixels }) => {
  try {
    const model = await ready;
    const input = tf.tensor3d(pixels, [SIDE, SIDE, 3], 'int32');
    try {
      const predictions = await model.classify(input, 5);
      const scores = Object.fromEntries(predictions.map((p) => [p.className, p.probability]));
      parentPort.postMessage({ id, scores });
    } finally {
      input.dispose();
    }
  } catch (err) {
    parentPort.postMessage({ id, error: String(err?.message ?? err) });
  }
});
