import { DELAYS, SEARCH_SCROLL_TRIGGER } from '@kweli/shared';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the scroll position of `container` passes 80 % of what can be scrolled
 * (docs/product/foundation.md §9), checking at most once every 150 ms while scrolling, plus once at the end
 * of a burst so the last position is never missed. A list too short to scroll asks straight away, so a tall
 * screen still fills up.
 */
export function reachedTrigger(
  el: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>,
): boolean {
  if (el.scrollHeight <= el.clientHeight) return true;
  return (el.scrollTop + el.clientHeight) / el.scrollHeight >= SEARCH_SCROLL_TRIGGER;
}

export function useScrollTrigger(
  container: RefObject<HTMLElement | null>,
  onReach: () => void,
  enabled: boolean,
  contentVersion: unknown,
): void {
  const callback = useRef(onReach);
  callback.current = onReach;

  useEffect(() => {
    const el = container.current;
    if (!el || !enabled) return;
    let last = 0;
    let trailing: number | undefined;
    const check = () => {
      last = Date.now();
      if (reachedTrigger(el)) callback.current();
    };
    const onScroll = () => {
      const wait = DELAYS.searchScrollThrottle - (Date.now() - last);
      window.clearTimeout(trailing);
      if (wait <= 0) check();
      else trailing = window.setTimeout(check, wait);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    // New content may leave a short list that cannot scroll yet: ask for more at once.
    if (el.scrollHeight <= el.clientHeight) callback.current();
    return () => {
      el.removeEventListener('scroll', onScroll);
      window.clearTimeout(trailing);
    };
  }, [container, enabled, contentVersion]);
}
