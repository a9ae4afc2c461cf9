import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@kweli/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Serves the built web app: hashed assets with long immutable caching, precompressed (brotli, gzip)
 * by the build; `index.html` for every app route, never cached so a deploy is seen at once.
 */
const candidates = [
  fileURLToPath(new URL('../../../web/dist/', import.meta.url)), // from apps/api/src/platform
  fileURLToPath(new URL('../../web/dist/', import.meta.url)), // from the bundled apps/api/dist
];

export function webDistDir(): string | undefined {
  return candidates.find((dir) => existsSync(join(dir, 'index.html')));
}

let shell: string | undefined;

/** Escapes JSON for a <script> data block (no "</script>" can end it early). */
export const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The app's index.html with the public settings as a JSON data block, and extra tags in its head
 * (a job page adds its title, Open Graph and JSON-LD).
 */
export function renderAppShell(headTags = ''): string {
  const dir = webDistDir();
  if (!dir)
    return `<!doctype html><html lang="en"><head>${headTags}<title>Kweli</title></head><body><p>The web app is not built. Run npm run build.</p></body></html>`;
  shell ??= readFileSync(join(dir, 'index.html'), 'utf8').replace(
    '<!--app-head-->',
    `<script type="application/json" id="app-config">${jsonForHtml(publicConfig)}</script><!--app-head-->`,
  );
  return shell.replace('<!--app-head-->', headTags);
}

let publicConfig: { supportEmail: string; googleClientId: string | null } = {
  supportEmail: '',
  googleClientId: null,
};

export function sendAppShell(reply: FastifyReply, headTags = '', status = 200): FastifyReply {
  return reply
    .status(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(renderAppShell(headTags));
}

export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  publicConfig = { supportEmail: config.supportEmail, googleClientId: config.google.clientId ?? null };
  shell = undefined;
  const root = webDistDir();
  if (root) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Every app route (and unknown paths, which the router answers with its error screen).
      return sendAppShell(reply);
    }
    return reply.status(404).send({ detail: API_MESSAGES.notFound });
  });
}
