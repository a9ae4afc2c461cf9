import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '@kweli/shared';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { staticCacheControl } from './web/cache-control.ts';
import { webDistDir } from './web/dist-dir.ts';
import { sendHtml } from './web/send-html.ts';
import { renderAppShell, resetAppShell } from './web/shell.ts';

/**
 * Serves the built web app: hashed assets with long immutable caching, the service worker and the
 * manifest asked for on each open (web/cache-control.ts), precompressed (brotli, gzip) by the build; `index.html` (web/shell.ts) for every app route, never cached so a deploy is seen at
 * once. Two pages get more in their HTML, so that their first screen needs no second round trip
 * (docs/decisions/016-web-budgets.md, "First screen"): the landing page, made by the jobs module and
 * handed in here, and a job's public page (modules/jobs/public-page.ts).
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  landingPage: () => Promise<string> = async () => renderAppShell(),
): Promise<void> {
  resetAppShell({
    supportEmail: config.supportEmail,
    googleClientId: config.google.clientId ?? null,
    privacyContactEmail: config.privacyContactEmail,
    retentionInactiveMonths: config.retentionInactiveMonths,
  });
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
        res.setHeader('cache-control', staticCacheControl(path));
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // Every app route (and unknown paths, which the router answers with its error screen). The
      // landing page without a search in its address gets its first screen's data.
      return sendHtml(request, reply, request.url === '/' ? await landingPage() : renderAppShell());
    }
    return reply.status(404).send({ detail: API_MESSAGES.notFound });
  });
}
