import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/**
 * Security headers with a strict Content-Security-Policy: scripts only from our own origin (and Google's
 * sign-in script when Google sign-in is configured), no inline scripts, no framing by other sites.
 *
 * Helmet decides the headers; they depend only on the configuration, never on the request, so they are
 * worked out once at start-up and copied onto every answer. Running helmet's middleware on each request
 * (as @fastify/helmet does) rebuilt the policy every time: about 7 % of the server's time on the polled
 * unread count (docs/performance.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets for this configuration, in the order it sets them. */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown;
  // Helmet's middleware is synchronous: it has called `next` (with an error, if an option is invalid)
  // by the time it returns.
  helmet(helmetOptions(config))({} as never, collect as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

function helmetOptions(config: Config): HelmetOptions {
  const google = config.google.clientId ? ['https://accounts.google.com'] : [];
  const store = fileStoreOrigins(config.s3);
  return {
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
  };
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
