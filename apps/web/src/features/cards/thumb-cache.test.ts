import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiFile } from '../../lib/api-client';
import { clearThumbnails, thumbnailUrl } from './thumb-cache';

const file: ApiFile = { blob: new Blob(['webp']), filename: null };

describe('card list thumbnails (loaded once per photo hash)', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:thumb');
  });
  afterEach(() => clearThumbnails());

  it('loads a thumbnail (thumb=true) once per hash, also for another page showing it again', async () => {
    const load = vi.fn(async () => file);
    expect(await thumbnailUrl({ id: 1, archive: false }, 'h1', load)).toBe('blob:thumb');
    await thumbnailUrl({ id: 1, archive: false }, 'h1', load);
    await thumbnailUrl({ id: 2, archive: false }, 'h2', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledWith({ id: 1, archive: false }, 'h1', true);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValue(file);
    await expect(thumbnailUrl({ id: 3, archive: true }, 'h3', load)).rejects.toThrow('404');
    expect(await thumbnailUrl({ id: 3, archive: true }, 'h3', load)).toBe('blob:thumb');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
