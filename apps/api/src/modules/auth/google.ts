import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';

/**
 * Verifies a Google ID token (docs/product/rules.md "Sessions"): signature against the key set published at
 * GOOGLE_JWKS_URL, audience our client id, issuer Google, not expired, e-mail verified by Google.
 */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export function createGoogleVerifier(clientId: string | undefined, jwksUrl: string) {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async function verifyGoogleIdToken(credential: string): Promise<GoogleIdentity | null> {
    if (!clientId) return null;
    try {
      const { payload } = await jwtVerify(credential, keys, {
        issuer: ISSUERS,
        audience: clientId,
        algorithms: ['RS256'],
      });
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      if (!payload.sub || !email || payload.email_verified !== true) return null;
      const name = typeof payload.name === 'string' ? payload.name.trim().slice(0, 150) : '';
      return { sub: payload.sub, email, name };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  };
}
