import { useEffect, useRef } from 'react';

/**
 * After a move to another page inside the app, the focus goes to the new page's heading (its `h1`,
 * else the `main` landmark), as a page load would start there: a screen reader reads the new page's
 * name, and the keyboard goes on from the page's top rather than from the link left behind or the body.
 * Focused with `tabindex="-1"` and without scrolling (the router restores the scroll); the outline
 * shows for the keyboard only (`:focus-visible`).
 *
 * Left alone:
 * - the first page of a visit, and its redirects before the reader did anything (the browser starts
 *   there, and the skip link stays the first stop);
 * - a change of the address's query alone (search results, a wizard's step, a tab: each page manages
 *   its focus there);
 * - a page that put the focus somewhere itself when it opened (a dialog, a form's field): the focus
 *   moves only from the body or from where it was before the move.
 */
export function useFocusOnNewPage(pathname: string): void {
  const shown = useRef(pathname);
  /** Where the focus was when the new page began to render. */
  const before = useRef<Element | null>(null);
  if (shown.current !== pathname && before.current === null) before.current = document.activeElement;
  useEffect(watchInteraction, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const was = before.current;
    before.current = null;
    if (!interacted) return;
    return focusNewPage(was);
  }, [pathname]);
}

/** Whether the reader has pressed a key or a pointer in this visit. */
let interacted = false;
function watchInteraction() {
  const mark = () => {
    interacted = true;
  };
  document.addEventListener('keydown', mark, true);
  document.addEventListener('pointerdown', mark, true);
  return () => {
    document.removeEventListener('keydown', mark, true);
    document.removeEventListener('pointerdown', mark, true);
  };
}

/** Wait this long at most for a page's landmark and heading that come later (a lazy screen, its data). */
const HEADING_WAIT_MS = 5000;

/**
 * Focuses the new page's heading, or its landmark until the heading comes. A screen whose code is still
 * loading shows no `main` yet (a new layout after a login, the public job page from a dashboard): then
 * this waits for the landmark as for the heading, instead of leaving the focus on the body.
 */
function focusNewPage(was: Element | null): (() => void) | undefined {
  /** The landmark focused while its heading has not come. */
  let holding: HTMLElement | null = null;
  /** Done when the heading has the focus, or the reader has put it somewhere else meanwhile. */
  const settle = (): boolean => {
    const active = document.activeElement;
    if (active && active !== document.body && active !== was && active !== holding && active.isConnected)
      return true;
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return false;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      focusQuietly(heading);
      return true;
    }
    if (holding !== main) {
      focusQuietly(main);
      holding = main;
    }
    return false;
  };
  if (settle()) return;
  const observer = new MutationObserver(() => {
    if (settle()) stop();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(stop, HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  return stop;
}

function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
