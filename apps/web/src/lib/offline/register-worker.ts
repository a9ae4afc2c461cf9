import { CLAIM_THIS_PAGE } from '../../service-worker/page-messages.ts';

/**
 * Registers the service worker (docs/decisions/110-installable-and-offline.md) once the page has loaded,
 * so that the worker's download and its install (which copies the landing page's files from the HTTP
 * cache) never compete with the page's own start.
 *
 * It used to be vite-plugin-pwa's `/registerSW.js`, a file of one line that cost a first visit a request
 * and about 1 KB, nearly all headers; these few lines in the entry cost some 100 bytes
 * (docs/decisions/106-a-visitors-bytes-second-pass.md). There is no worker in development (`npm run
 * dev` builds none), hence `production`.
 */
export function registerWorkerAfterLoad(
  production: boolean = import.meta.env.PROD,
  target: { navigator: Navigator; document: Document; window: Window } = { navigator, document, window },
): void {
  if (!production || !('serviceWorker' in target.navigator)) return;
  const register = () => {
    // A failed registration (a private window that refuses workers, a full disk) leaves the site as it
    // is without its offline part: nothing to tell the reader, and no unhandled rejection.
    const workers = target.navigator.serviceWorker;
    workers.register('/sw.js', { scope: '/' }).catch(() => undefined);
    // The first worker claims the open pages when it activates, but a page whose load was already under
    // way then (the reader followed a link while the worker installed) is not among them, and would go
    // uncontrolled, keeping nothing, until its next load. Such a page asks the active worker to take it.
    workers.ready
      .then((registration) => {
        if (!workers.controller) registration.active?.postMessage(CLAIM_THIS_PAGE);
      })
      .catch(() => undefined);
  };
  if (target.document.readyState === 'complete') register();
  else target.window.addEventListener('load', register, { once: true });
}
