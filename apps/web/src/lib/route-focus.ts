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

/** Wait this long at most for a heading that comes with the page's data. */
const HEADING_WAIT_MS = 5000;

function focusNewPage(was: Element | null): (() => void) | undefined {
  const active = document.activeElement;
  if (active && active !== document.body && active !== was && active.isConnected) return;
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    focusQuietly(heading);
    return;
  }
  // A page still loading its data: its landmark now, its heading when it comes, unless the reader has
  // moved on meanwhile.
  focusQuietly(main);
  const observer = new MutationObserver(() => {
    const late = main.querySelector<HTMLElement>('h1');
    if (!late) return;
    observer.disconnect();
    if (document.activeElement === main) focusQuietly(late);
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
