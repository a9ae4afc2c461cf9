/**
 * Settings the server writes into the page (a JSON data block in index.html): the support address, the
 * Google client id when Google sign-in is configured, the privacy contact and the inactivity period. The Vite dev server has no block: defaults.
 */
export interface PublicConfig {
  supportEmail: string;
  googleClientId: string | null;
  /** PRIVACY_CONTACT_EMAIL (issue 23 item 7). */
  privacyContactEmail: string;
  /** RETENTION_INACTIVE_MONTHS: the retention schedule the privacy page states. */
  retentionInactiveMonths: number;
}

const DEFAULTS: PublicConfig = {
  supportEmail: 'support@kweli.co.ke',
  googleClientId: null,
  privacyContactEmail: 'support@kweli.co.ke',
  retentionInactiveMonths: 24,
};

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
