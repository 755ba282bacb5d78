/**
 * The codes a card app link brought in its fragment (access mail, payment success page): read once at
 * start and removed from the address bar at once, so they stay neither in the history nor in a bookmark.
 */
import { type CardAppCodes, codesFromFragment } from '@ausweis/shared/schemas/card-app-texts';

export function takeLinkedCodes(): CardAppCodes | null {
  const { hash, pathname, search } = window.location;
  if (!hash) return null;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return codesFromFragment(hash);
}
