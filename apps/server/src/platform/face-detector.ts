/**
 * Offline face detection for order photos: @vladmandic/human (BlazeFace detector + FaceMesh) on the
 * TensorFlow.js WASM backend, with the model files shipped inside the npm package. Nothing is
 * downloaded: the models are read from node_modules through a file:// load handler.
 *
 * The server runs this inside the photo workers (photo-worker.ts, one Human per thread), never on the
 * main event loop: a detection takes 40 to 80 ms of CPU. Only the two models the check needs are loaded:
 * BlazeFace (the face boxes) and FaceMesh, whose confidence is what tells a face from a cat, a cup or a
 * face turned on its side (BlazeFace alone scores those 0.56 to 0.88; FaceMesh adds about 7 ms).
 * Iris, emotion, description, body, hand, gesture, object and segmentation stay off.
 *
 * One Human instance is created lazily on the first call and shared; detections run one at a time
 * (the WASM backend is single-threaded anyway, and Human keeps per-instance state between calls).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Config, Human, Tensor } from '@vladmandic/human';

export interface DetectedFace {
  /** Detector (BlazeFace) confidence, 0..1. */
  boxScore: number;
  /** FaceMesh confidence that the box really holds a face, 0..1. */
  faceScore: number;
  /** [x, y, width, height] in image pixels. */
  box: [number, number, number, number];
}

/** The raw RGB pixels of one image (3 bytes per pixel, row by row). */
export interface RgbImage {
  data: Uint8Array;
  width: number;
  height: number;
}

const require = createRequire(import.meta.url);

interface HumanModule {
  Human: new (config?: Partial<Config>) => Human;
}

interface ModelWeightsManifest {
  paths: string[];
  weights: unknown[];
}

function packagePaths() {
  // The package's `exports` map hides its subpaths, so resolve the main file and go from there.
  const humanMain = require.resolve('@vladmandic/human');
  const humanDist = path.dirname(humanMain);
  const wasmDist = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
  return {
    wasmBuild: path.join(humanDist, 'human.node-wasm.js'),
    modelDir: path.join(humanDist, '..', 'models'),
    wasmDir: `${wasmDist}${path.sep}`,
  };
}

/** Candidates below this detector confidence are dropped inside Human (FaceMesh uses it as well). */
const CANDIDATE_CONFIDENCE = 0.5;
const MAX_CANDIDATES = 10;

function humanConfig(modelDir: string, wasmDir: string): Partial<Config> {
  const off = { enabled: false };
  return {
    backend: 'wasm',
    wasmPath: wasmDir,
    modelBasePath: `${pathToFileURL(modelDir).href}/`,
    debug: false,
    // Each photo stands alone: no reuse of results from the previous frame (Human is built for video).
    cacheSensitivity: 0,
    face: {
      enabled: true,
      detector: {
        rotation: false,
        maxDetected: MAX_CANDIDATES,
        minConfidence: CANDIDATE_CONFIDENCE,
        skipFrames: 0,
        skipTime: 0,
        return: false,
      },
      mesh: { enabled: true, keepInvalid: false },
      attention: off,
      iris: off,
      emotion: off,
      description: off,
      antispoof: off,
      liveness: off,
      gear: off,
    },
    body: off,
    hand: off,
    object: off,
    gesture: off,
    segmentation: off,
    filter: off,
  } as Partial<Config>;
}

let fileRouterRegistered = false;

/** Lets tfjs load model files below `modelDir` from disk (Node's fetch has no file:// support). */
function registerModelFileRouter(human: Human, modelDir: string): void {
  if (fileRouterRegistered) return;
  const root = path.resolve(modelDir) + path.sep;
  const io = human.tf.io;
  io.registerLoadRouter((url: string | string[]) => {
    if (typeof url !== 'string' || !url.startsWith('file://')) return null;
    const file = path.resolve(fileURLToPath(url));
    if (!file.startsWith(root)) return null;
    return {
      load: async () => {
        const json = JSON.parse(await readFile(file, 'utf8'));
        return io.getModelArtifactsForJSON(json, async (manifest: ModelWeightsManifest[]) => {
          const specs: unknown[] = [];
          const parts: Buffer[] = [];
          for (const group of manifest) {
            specs.push(...group.weights);
            for (const p of group.paths) parts.push(await readFile(path.join(path.dirname(file), p)));
          }
          const all = Buffer.concat(parts);
          const weights = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
          return [specs as never, weights];
        });
      },
    };
  });
  fileRouterRegistered = true;
}

async function createHuman(): Promise<Human> {
  const { wasmBuild, modelDir, wasmDir } = packagePaths();
  const { Human: HumanClass } = require(wasmBuild) as HumanModule;
  const human = new HumanClass(humanConfig(modelDir, wasmDir));
  registerModelFileRouter(human, modelDir);
  await human.load();
  const models = human.models.models as Record<string, unknown>;
  if (!models.blazeface || !models.facemesh) throw new Error('face models could not be loaded');
  return human;
}

let humanPromise: Promise<Human> | null = null;

/** The shared Human instance; a failed start is retried on the next call. */
function loadHuman(): Promise<Human> {
  humanPromise ??= createHuman().catch((err: unknown) => {
    humanPromise = null;
    throw err;
  });
  return humanPromise;
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `task` after every earlier detection has finished. */
function serialised<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/** Loads the models and runs one detection now (optional: the first real check does it otherwise). */
export async function warmUpFaceDetector(): Promise<void> {
  const width = 230;
  const height = 340;
  await detectFaces({ data: Buffer.alloc(width * height * 3, 255), width, height });
}

/** Every face candidate Human finds in the image, with its detector and mesh confidence. */
export function detectFaces(image: RgbImage): Promise<DetectedFace[]> {
  return serialised(async () => {
    const human = await loadHuman();
    // Widened in one native copy.
    const pixels = new Int32Array(image.data);
    const tensor: Tensor = human.tf.tensor3d(pixels, [image.height, image.width, 3], 'int32');
    try {
      const result = await human.detect(tensor);
      return result.face.map((face) => ({
        boxScore: face.boxScore,
        faceScore: face.faceScore,
        box: face.box,
      }));
    } finally {
      human.tf.dispose(tensor);
    }
  });
}
