/**
 * Thumbnails of the card list, kept in memory per photo hash for the whole session, so paging back and
 * forth or toggling 'Bilder anzeigen' does not load them again. Only thumbnails, never the full photo.
 */
import { type CardKey, fetchCardImage } from './api';

const cache = new Map<string, Promise<string>>();

/** An object URL of the thumbnail of the photo `hash` (loaded once; a failed load may be retried). */
export function thumbnailUrl(card: CardKey, hash: string, load = fetchCardImage): Promise<string> {
  const hit = cache.get(hash);
  if (hit) return hit;
  const url = load(card, hash, true).then((f) => URL.createObjectURL(f.blob));
  cache.set(hash, url);
  url.catch(() => cache.delete(hash));
  return url;
}

/** Empties the cache between tests. @internal */
export const clearThumbnails = () => cache.clear();
