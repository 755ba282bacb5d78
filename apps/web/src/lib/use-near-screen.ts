/** Below-the-fold parts load when they come near the screen: on phones the order page is a long column. */
import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has come within one screen height of the viewport; at once where the browser
 * (or jsdom) has no IntersectionObserver.
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
