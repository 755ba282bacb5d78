import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  IMAGE_DECODE_CONCURRENCY,
  imageSlots,
  inspectImage,
  MAX_INPUT_PIXELS,
  withImageSlot,
} from './images';

describe('image decode slots', () => {
  it(`run at most ${IMAGE_DECODE_CONCURRENCY} decodes at once and let the others wait`, async () => {
    let running = 0;
    let peak = 0;
    const job = () =>
      withImageSlot(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 10));
        running--;
        return running;
      });
    await Promise.all(Array.from({ length: 10 }, job));
    expect(peak).toBe(IMAGE_DECODE_CONCURRENCY);
    expect(imageSlots()).toEqual({ running: 0, waiting: 0 });
  });

  it('free the slot when a decode fails', async () => {
    await expect(withImageSlot(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(imageSlots()).toEqual({ running: 0, waiting: 0 });
  });

  it('twenty images checked at once all pass through the slots', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#abcdef' } })
      .png()
      .toBuffer();
    const infos = await Promise.all(Array.from({ length: 20 }, () => inspectImage(png)));
    expect(infos.every((i) => i.width === 400)).toBe(true);
    expect(MAX_INPUT_PIXELS).toBe(25_000_000);
    expect(imageSlots()).toEqual({ running: 0, waiting: 0 });
  });
});
