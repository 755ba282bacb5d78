import { describe, expect, it } from 'vitest';
import {
  LIVE_CODE_STEP_SECONDS,
  LIVE_COLOURS,
  liveCodeOf,
  liveCodeText,
  liveStep,
  parseLiveCode,
  sameLiveCode,
} from './live-code';

const SECRET = new Uint8Array(32).fill(7);

describe('live codes', () => {
  it('changes with the 10-second step and the secret, and stays the same within a step', async () => {
    const start = liveStep(1_795_000_000_000);
    expect(liveStep(1_795_000_000_000 + (LIVE_CODE_STEP_SECONDS - 1) * 1000)).toBe(start);
    const codes = await Promise.all(Array.from({ length: 20 }, (_, i) => liveCodeOf(SECRET, start + i)));
    expect(new Set(codes.map(liveCodeText)).size).toBeGreaterThan(15);
    expect(await liveCodeOf(SECRET, start)).toEqual(codes[0]);
    const other = await liveCodeOf(new Uint8Array(32).fill(8), start);
    expect(
      sameLiveCode(other, codes[0] ?? other) && liveCodeText(other) === liveCodeText(codes[1] ?? other),
    ).toBe(false);
    for (const c of codes) {
      expect(c.digits).toMatch(/^\d{3}$/);
      expect(LIVE_COLOURS[c.colour]).toBeDefined();
    }
  });

  it('reads a typed code in any case and spacing, and nothing else', () => {
    expect(parseLiveCode(' 042  blau ')).toEqual({ digits: '042', colour: 1 });
    expect(parseLiveCode('042Grün')).toEqual({ digits: '042', colour: 2 });
    expect(parseLiveCode('42 Blau')).toBeNull();
    expect(parseLiveCode('042 Pink')).toBeNull();
    expect(liveCodeText({ digits: '042', colour: 6 })).toBe('042 Türkis');
  });
});
