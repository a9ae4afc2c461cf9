import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from our own origin (and Google's
 * sign-in script when Google sign-in is configured), no inline scripts, no framing by other sites.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  const store = fileStoreOrigins(config.s3);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google],
        styleSrc: ["'self'", ...google],
        imgSrc: ["'self'", 'data:', 'blob:', ...store, 'https://*.googleusercontent.com'],
        connectSrc: ["'self'", ...store, ...google],
        frameSrc: google.length ? google : ["'none'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where the site is served over HTTPS, that is in production.
    strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}

/**
 * Where the browser sends and fetches files when they live in an S3-compatible store: the endpoint
 * (path-style) or the bucket's own host (virtual-hosted, AWS's default).
 */
function fileStoreOrigins(s3: Config['s3']): string[] {
  if (!s3) return [];
  if (!s3.endpoint)
    return [`https://${s3.bucket}.s3.${s3.region}.amazonaws.com`, `https://${s3.bucket}.s3.amazonaws.com`];
  const endpoint = new URL(s3.endpoint);
  return s3.forcePathStyle ? [endpoint.origin] : [`${endpoint.protocol}//${s3.bucket}.${endpoint.host}`];
}
