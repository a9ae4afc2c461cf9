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
  const page = securityHeaders(config);
  const resource = resourceHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isResourceAddress(request.url) ? resource : page);
    done();
  });
}

/**
 * The addresses that are never a page a browser shows as a document: the API's answers, the web app's
 * hashed files, and the app's icons, favicon and manifest (images and JSON the browser fetches for
 * the page; decision 106). Pages, the feeds and the service worker's script are not: a worker's
 * policy is the one its own script comes with, so `/sw.js` keeps the page's.
 */
const RESOURCE_ADDRESS = /^\/(api|assets|icons)\/|^\/(favicon\.svg|manifest\.webmanifest)(\?|$)/;

export const isResourceAddress = (url: string): boolean => RESOURCE_ADDRESS.test(url);

/**
 * The headers of an answer that is not a page (JSON, a file, a script, an image). The headers that only
 * a document reads (the page's full policy, COOP, Origin-Agent-Cluster, the DNS-prefetch, download and
 * cross-domain switches, X-XSS-Protection) would cost every answer about 600 bytes on a phone's data
 * bundle on HTTP/1.1 for nothing (decision 104, "Room in the landing page's budget"); such an answer
 * keeps nosniff, its resource policy, the referrer policy, HSTS, and a stricter CSP of its own: nothing
 * may load from it and nothing may frame it (what OWASP asks of an API); an SVG opened on its own runs
 * no script under it. Pages, the service worker and the feeds keep the full set.
 */
export function resourceHeaders(page: Record<string, string>): Record<string, string> {
  const kept = [
    'Cross-Origin-Resource-Policy',
    'Referrer-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'X-Frame-Options',
  ];
  return {
    'Content-Security-Policy': "default-src 'none';frame-ancestors 'none'",
    ...Object.fromEntries(Object.entries(page).filter(([name]) => kept.includes(name))),
  };
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
