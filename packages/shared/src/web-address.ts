/**
 * Web addresses as people type them (issue 27 item 7): "github.com/wanjiku" or "www.example.co.ke" is
 * taken as "https://github.com/wanjiku", "https://www.example.co.ke". The shared schemas apply this
 * before they check the address, in the browser and on the server alike, so what is stored is always a
 * whole address. An address with a scheme is left as it is (whatever scheme: the checks that follow
 * decide whether it is allowed), and so is an empty one. No zod here: the forms' helpers load it.
 */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

export function normalizeWebAddress(value: string): string {
  const typed = value.trim();
  if (typed === '' || HAS_SCHEME.test(typed)) return typed;
  // "//example.com" is an address without its scheme; anything else is taken as a host and path.
  return `https://${typed.replace(/^\/\//, '')}`;
}
