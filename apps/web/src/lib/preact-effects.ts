import { options } from 'preact';

/**
 * The app runs on preact/compat (docs/decisions/109-preact-compat.md) and was written for React's timing
 * of `useEffect`: React runs a render's effects in a task of its own right after the commit (at once for
 * a click or a key), so before the reader's next input. Preact waits for the next frame (requestAnimationFrame,
 * or 35 ms): an input that comes first is then undone by an effect of the render before it (a form
 * filled from its loaded data after the reader chose a country; a dialog focused after a key was pressed).
 * This runs Preact's effects in the next task, as React's scheduler does for a render that no input
 * caused. A timer, not a MessageChannel message like React's: a test's fake timers then hold and release
 * the effects with the timers they start. Imported by main.tsx and the web tests' setup; while a test's
 * `act` runs, Preact's test-utils flush the effects themselves.
 */
export function runEffectsAsReactDoes(): void {
  options.requestAnimationFrame = (flush) => {
    setTimeout(flush);
  };
}
