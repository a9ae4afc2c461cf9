import { DELAYS, SEARCH_SCROLL_TRIGGER } from '@kweli/shared';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onReach` when the list has been scrolled past 80 % (docs/product/foundation.md §9), checking at most once every
 * 150 ms while scrolling, plus once at the end of a burst so the last position is never missed. When
 * the list becomes ready (new content, loading allowed again) its position is checked at once, so a
 * list too short to scroll, or one scrolled far while a page was loading, asks straight away.
 *
 * Two ways of scrolling (issue 27 item 1): from 640 px up the list scrolls in its own box (`box`); on
 * a phone it grows with the page and the window scrolls (`window`), and 80 % is then how far the bottom
 * of the screen has come through the list.
 */
export function reachedTrigger(
  el: Pick<HTMLElement, 'scrollTop' | 'clientHeight' | 'scrollHeight'>,
): boolean {
  if (el.scrollHeight <= el.clientHeight) return true;
  return (el.scrollTop + el.clientHeight) / el.scrollHeight >= SEARCH_SCROLL_TRIGGER;
}

/** The same rule for a list in the page: the part of it above the bottom of the screen. */
export function reachedInPage(list: Pick<DOMRect, 'top' | 'height'>, screenHeight: number): boolean {
  if (list.height <= 0) return true;
  return (screenHeight - list.top) / list.height >= SEARCH_SCROLL_TRIGGER;
}

export function useScrollTrigger(
  container: RefObject<HTMLElement | null>,
  onReach: () => void,
  enabled: boolean,
  contentVersion: unknown,
  scrolls: 'box' | 'window' = 'box',
): void {
  const callback = useRef(onReach);
  callback.current = onReach;

  useEffect(() => {
    const el = container.current;
    if (!el || !enabled) return;
    const reached =
      scrolls === 'box'
        ? () => reachedTrigger(el)
        : () => reachedInPage(el.getBoundingClientRect(), window.innerHeight);
    const target: HTMLElement | Window = scrolls === 'box' ? el : window;
    let last = 0;
    let trailing: number | undefined;
    const check = () => {
      last = Date.now();
      if (reached()) callback.current();
    };
    const onScroll = () => {
      const wait = DELAYS.searchScrollThrottle - (Date.now() - last);
      window.clearTimeout(trailing);
      if (wait <= 0) check();
      else trailing = window.setTimeout(check, wait);
    };
    target.addEventListener('scroll', onScroll, { passive: true });
    if (reached()) callback.current();
    return () => {
      target.removeEventListener('scroll', onScroll);
      window.clearTimeout(trailing);
    };
  }, [container, enabled, contentVersion, scrolls]);
}
