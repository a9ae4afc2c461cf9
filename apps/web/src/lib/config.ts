/**
 * Settings the server writes into the page (a JSON data block in index.html): the support address and
 * the Google client id when Google sign-in is configured. The Vite dev server has no block: defaults.
 */
export interface PublicConfig {
  supportEmail: string;
  googleClientId: string | null;
}

const DEFAULTS: PublicConfig = { supportEmail: 'support@kweli.co.ke', googleClientId: null };

let cached: PublicConfig | undefined;

export function publicConfig(): PublicConfig {
  if (cached) return cached;
  const block = typeof document === 'undefined' ? null : document.getElementById('app-config');
  try {
    cached = {
      ...DEFAULTS,
      ...(block?.textContent ? (JSON.parse(block.textContent) as Partial<PublicConfig>) : {}),
    };
  } catch {
    cached = DEFAULTS;
  }
  return cached;
}
