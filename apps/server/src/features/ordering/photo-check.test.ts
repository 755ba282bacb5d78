/** checkStudentPhoto's decisions on given detections, and its answer when the face check cannot run. */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fixturePhoto } from '../../../../../test-fixtures/photos';
import type { DetectedFace } from '../../platform/face-detector';
import { checkStudentPhoto, distinctFaces, FACE_THRESHOLDS, isClearFace, PHOTO_ERRORS } from './photo-check';

const detections = vi.hoisted(() => ({ next: null as null | DetectedFace[] | Error }));
vi.mock('../../platform/photo-pool', () => ({
  photoPool: () => ({
    admit: <T>(check: () => Promise<T>) => check(),
    detect: async () => {
      if (detections.next instanceof Error) throw detections.next;
      return detections.next ?? [];
    },
  }),
}));

const astronaut = readFileSync(fixturePhoto('astronaut.png'));
const face = (boxScore: number, faceScore: number, box: DetectedFace['box']): DetectedFace => ({
  boxScore,
  faceScore,
  box,
});

beforeEach(() => {
  detections.next = null;
});

describe('clear faces', () => {
  it('needs detector and mesh confidence and a face of at least 40 px', () => {
    expect(FACE_THRESHOLDS).toEqual({ minBoxScore: 0.5, minFaceScore: 0.8, minFacePx: 40 });
    expect(isClearFace(face(0.92, 1, [37, 23, 114, 114]))).toBe(true);
    // The cat: the detector is fairly sure, FaceMesh is not.
    expect(isClearFace(face(0.63, 0.02, [0, 50, 152, 189]))).toBe(false);
    // A FaceMesh hit on a weak detection (part of the same face).
    expect(isClearFace(face(0.17, 1, [62, 77, 39, 39]))).toBe(false);
    // Too small to be recognisable on the card.
    expect(isClearFace(face(0.56, 1, [176, 149, 28, 28]))).toBe(false);
  });

  it('counts a close-up found twice as one face, two people side by side as two', () => {
    const closeUp = [face(0.74, 1, [0, 0, 230, 322]), face(0.53, 1, [0, 0, 199, 244])];
    expect(distinctFaces(closeUp)).toHaveLength(1);
    const two = [face(0.9, 1, [6, 64, 102, 102]), face(0.89, 1, [121, 163, 104, 104])];
    expect(distinctFaces(two)).toHaveLength(2);
  });
});

describe('checkStudentPhoto on given detections', () => {
  it('rejects none and several clear faces, accepts exactly one', async () => {
    detections.next = [face(0.6, 0.1, [10, 10, 100, 100])];
    await expect(checkStudentPhoto(astronaut)).rejects.toMatchObject({
      status: 400,
      message: PHOTO_ERRORS.noFace,
    });
    detections.next = [face(0.9, 1, [6, 64, 102, 102]), face(0.89, 1, [121, 163, 104, 104])];
    await expect(checkStudentPhoto(astronaut)).rejects.toMatchObject({
      status: 400,
      message: PHOTO_ERRORS.manyFaces,
      field: 'image_file',
    });
    detections.next = [face(0.9, 1, [6, 64, 102, 102]), face(0.2, 0, [121, 163, 30, 30])];
    await expect(checkStudentPhoto(astronaut)).resolves.toBeInstanceOf(Buffer);
  });

  it('answers 503 with a German message when the face check cannot run', async () => {
    detections.next = new Error('wasm backend missing');
    await expect(checkStudentPhoto(astronaut)).rejects.toMatchObject({
      status: 503,
      code: 'PHOTO_CHECK_UNAVAILABLE',
      message: PHOTO_ERRORS.unavailable,
    });
  });
});
