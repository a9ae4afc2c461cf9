/**
 * Where login returns to (issue 27 item 3): the `next` of /login?next=… is followed only when it is a
 * path of this site. Anything that a browser could read as another site is refused: a scheme
 * (https://evil.com, javascript:), a protocol-relative address (//evil.com), a backslash that browsers
 * turn into a slash (/\evil.com), control characters, and the same tricks percent-encoded.
 */
const ORIGIN = 'https://kweli.invalid';

export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  let decoded = value;
  try {
    // Twice: a value that was encoded once more than needed still shows its trick.
    decoded = decodeURIComponent(decodeURIComponent(value));
  } catch {
    return null;
  }
  for (const text of [value, decoded]) {
    if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\')) return null;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
    if (/[\u0000-\u001f\u007f]/.test(text)) return null;
  }
  const url = new URL(value, ORIGIN);
  if (url.origin !== ORIGIN) return null;
  // Login itself is no destination.
  if (url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that comes back to `path` afterwards. */
export const loginPathReturningTo = (path: string) =>
  safeNextPath(path) ? `/login?next=${encodeURIComponent(path)}` : '/login';
