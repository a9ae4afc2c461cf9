/**
 * Messages a page sends the service worker. Kept apart from both sides so that the worker's build
 * (no DOM) and the page's code (no worker globals) can share them.
 */

/** From a page the worker does not control: sw.ts answers with `clients.claim()`. */
export const CLAIM_THIS_PAGE = 'claim-this-page';
