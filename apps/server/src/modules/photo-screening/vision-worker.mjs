// The process's one vision worker thread: TensorFlow.js on its WASM backend, apart from the event loop
// (one inference is 60–400 ms of pure CPU that would otherwise stall every request of the process).
// Two tasks share it and its queue, each model loaded on first use, from weights inside npm packages:
//  - 'nudity': nsfwjs MobileNetV2 on a 224×224 RGB picture → its five class probabilities;
//  - 'faces': @vladmandic/human (BlazeFace, FaceMesh for the head pose, anti-spoof, liveness and the
//    FaceRes descriptor) on an RGB picture → one entry per face found.
// Plain JavaScript so the same file runs under the test runner (TypeScript sources) and beside the
// bundled server (build.mjs copies it to dist/); the main side is vision-client.ts.
// Protocol: parent sends { id, task, ...input } (task 'load' with { name } loads a model ahead of use);
// the worker answers { id, result } or { id, error }.
// It posts { ready: true } once the backend runs, or { ready: false, error } if it cannot.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { load } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';

const NUDITY_SIDE = 224;
const require = createRequire(import.meta.url);
const wasmDir = `${dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'))}/`;

async function startBackend() {
  // The .wasm files ship in the package; pointing at them keeps tfjs from fetching anything.
  setWasmPaths(wasmDir);
  if (!(await tf.setBackend('wasm'))) throw new Error('the tfjs WASM backend could not start');
  tf.enableProdMode();
}

async function loadNudity() {
  // nsfwjs prints a hint about hosting the model to the console; the server's log is JSON lines only.
  const info = console.info;
  console.info = () => undefined;
  try {
    return await load('MobileNetV2', { modelDefinitions: [MobileNetV2Model], size: NUDITY_SIDE });
  } finally {
    console.info = info;
  }
}

// Human reads its model files through fetch(); these are file:// addresses inside its own package,
// answered from disk here (Node's fetch has no file: scheme). Anything else is refused: nothing is
// downloaded.
function serveModelFilesFromDisk() {
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('file://')) {
      const body = await readFile(fileURLToPath(url));
      const type = url.endsWith('.json') ? 'application/json' : 'application/octet-stream';
      return new Response(body, { status: 200, headers: { 'content-type': type } });
    }
    if (url.startsWith('data:') || url.startsWith('blob:')) return networkFetch(input, init);
    throw new Error(`the vision worker fetches nothing from the network (${url})`);
  };
}

async function loadFaces() {
  serveModelFilesFromDisk();
  // The package's exports map lacks the "./" on its subpaths, so Node resolves only its main entry
  // (dist/human.node.js, the tfjs-node build); the WASM build beside it is loaded by file.
  const packageDir = dirname(dirname(require.resolve('@vladmandic/human')));
  const { Human } = require(join(packageDir, 'dist/human.node-wasm.js'));
  const human = new Human({
    backend: 'wasm',
    wasmPath: wasmDir,
    modelBasePath: `file://${join(packageDir, 'models')}/`,
    debug: false,
    async: false,
    warmup: 'none',
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: true,
      detector: { rotation: true, maxDetected: 4, minConfidence: 0.5, return: false },
      mesh: { enabled: true },
      attention: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: true },
      antispoof: { enabled: true },
      liveness: { enabled: true },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  });
  await human.load();
  return human;
}

const backend = startBackend();
backend.then(
  () => parentPort.postMessage({ ready: true }),
  (err) => parentPort.postMessage({ ready: false, error: String(err?.message ?? err) }),
);

const models = {};
function model(name, loader) {
  models[name] ??= backend.then(loader);
  // A failed load is retried by the next task rather than cached forever.
  models[name].catch(() => delete models[name]);
  return models[name];
}

const loaders = { nudity: loadNudity, faces: loadFaces };

const tasks = {
  /** Loads a model ahead of its first task (start-up warm-up). */
  async load({ name }) {
    if (!loaders[name]) throw new Error(`unknown vision model ${name}`);
    await model(name, loaders[name]);
    return null;
  },
  async nudity({ pixels }) {
    const classifier = await model('nudity', loadNudity);
    const input = tf.tensor3d(pixels, [NUDITY_SIDE, NUDITY_SIDE, 3], 'int32');
    try {
      const predictions = await classifier.classify(input, 5);
      return Object.fromEntries(predictions.map((p) => [p.className, p.probability]));
    } finally {
      input.dispose();
    }
  },
  async faces({ rgb, width, height }) {
    const human = await model('faces', loadFaces);
    const input = tf.tensor4d(rgb, [1, height, width, 3], 'int32');
    try {
      const { face } = await human.detect(input);
      return face.map((f) => ({
        score: f.faceScore ?? f.score,
        box: f.box,
        yaw: f.rotation?.angle?.yaw ?? null,
        pitch: f.rotation?.angle?.pitch ?? null,
        roll: f.rotation?.angle?.roll ?? null,
        real: f.real ?? null,
        live: f.live ?? null,
        embedding: f.embedding ? Array.from(f.embedding) : null,
        // FaceMesh's 468 landmarks [x, y, z] in the picture's pixels (z: depth, same scale as x).
        mesh: f.mesh?.length === 468 ? f.mesh.map((p) => [p[0], p[1], p[2]]) : null,
      }));
    } finally {
      input.dispose();
    }
  },
};

parentPort.on('message', async ({ id, task, ...input }) => {
  try {
    const run = tasks[task];
    if (!run) throw new Error(`unknown vision task ${task}`);
    parentPort.postMessage({ id, result: await run(input) });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err?.message ?? err) });
  }
});
