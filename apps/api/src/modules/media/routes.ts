import {
  fieldErrorBody,
  logoKeyOfPath,
  signedMediaAnswer,
  uploadUrlAnswer,
  uploadUrlRequest,
} from '@kweli/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../platform/auth-guard.ts';
import type { ModuleOptions } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { createFileStorage } from '../../platform/storage/create.ts';
import type { LocalStorage } from '../../platform/storage/local.ts';
import { inlineDisposition } from '../../platform/storage/storage.ts';
import { scheduleImageBackfill } from './backfill.ts';
import { scheduleOrphanSweep } from './cleanup.ts';
import { isValidKey } from './keys.ts';
import {
  ADDRESS_EXPIRED,
  ADDRESS_INVALID,
  createUploadAddress,
  readPublicLogo,
  receiveLocalUpload,
  setMediaStorage,
  signMediaRead,
} from './service.ts';

const errorBody = z.object({ detail: z.string() });

export const mediaRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  const { storage, local } = createFileStorage(ctx.config);
  setMediaStorage(storage);
  scheduleOrphanSweep(app, ctx.db, storage);
  scheduleImageBackfill(app, ctx.db, storage);
  const uploadLimiter = createRateLimiter(ctx.db);

  app.post(
    '/generate-upload-signed-url/',
    {
      // Signed in before the body is looked at: a visitor gets 401, whatever they sent.
      onRequest: ctx.guards.authenticate,
      schema: {
        tags: ['media'],
        summary: 'Sign an address to upload a file to (then PUT the file there with its content type)',
        security: [{ bearer: [] }],
        body: uploadUrlRequest,
        response: {
          200: uploadUrlAnswer,
          400: fieldErrorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // At most UPLOADS_PER_HOUR addresses per user an hour (issue 20, item 9): 50 MB had gone up in
      // 0.4 s. An address refused for its input is given back.
      const release = await uploadLimiter.attempt({
        key: `uploads:user:${user.id}`,
        max: ctx.config.uploadsPerHour,
        windowSeconds: 3600,
      });
      try {
        return await createUploadAddress(ctx.db, user, request.body);
      } catch (error) {
        await release();
        throw error;
      }
    },
  );

  app.get(
    '/get-signed-media-url/',
    {
      schema: {
        tags: ['media'],
        summary: 'Sign a read address for a stored file the caller may read',
        querystring: z.object({ file_path: z.string().trim().min(1).max(400) }),
        response: { 200: signedMediaAnswer, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const answer = await signMediaRead(
        ctx.db,
        await ctx.guards.optionalViewer(request),
        request.query.file_path,
      );
      reply.header('cache-control', 'private, no-store');
      return answer;
    },
  );

  app.get(
    '/logos/*',
    {
      // Hidden from the API reference like the local disk's files: a wildcard path has no OpenAPI
      // form, and the web app builds these addresses itself (packages/shared public-logos.ts).
      schema: {
        hide: true,
        params: z.object({ '*': z.string().max(400) }),
      },
    },
    async (request, reply) => {
      const asked = logoKeyOfPath(request.params['*']);
      const logo = asked && (await readPublicLogo(ctx.db, asked.key, asked.variant));
      if (!logo) throw notFound();
      return (
        reply
          .header('content-type', logo.contentType)
          .header('content-length', logo.bytes.length)
          // The key names one upload, never replaced once attached: its resized files never change.
          .header(
            'cache-control',
            logo.resized ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          )
          .send(logo.bytes)
      );
    },
  );

  if (local) await app.register(localFileRoutes(local, ctx));
};

/**
 * The addresses of the local disk: PUT receives an upload, GET serves a file. Both are authorised by
 * their signature alone (no bearer token: the browser sends the bytes straight there).
 */
function localFileRoutes(storage: LocalStorage, ctx: ModuleOptions['ctx']): FastifyPluginAsyncZod {
  return async (app) => {
    // The body is the file itself, read as a stream with its size limit by the upload's rules.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const fileQuery = z.object({
      expires: z.string().optional(),
      signature: z.string().optional(),
      type: z.string().optional(),
      name: z.string().optional(),
    });

    app.put('/files/*', { schema: { hide: true, querystring: fileQuery } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      try {
        await receiveLocalUpload(ctx.db, storage, {
          key,
          contentType: request.headers['content-type'] ?? '',
          query: request.query,
          body: request.raw,
        });
      } finally {
        // Whatever was not read (a refused or oversized body) is let through and the connection closed,
        // so that the browser gets the answer rather than a reset.
        if (!request.raw.readableEnded) {
          reply.header('connection', 'close');
          request.raw.resume();
        }
      }
      return reply.status(204).send();
    });

    app.get('/files/*', { schema: { hide: true, querystring: fileQuery } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const signature = storage.checkReadSignature(key, request.query);
      if (signature !== 'ok') throw forbidden(signature === 'expired' ? ADDRESS_EXPIRED : ADDRESS_INVALID);
      if (!isValidKey(key)) throw notFound();
      const file = await storage.open(key);
      if (!file) throw notFound();
      const secondsLeft = Math.max(0, Math.floor(Number(request.query.expires) - Date.now() / 1000));
      return reply
        .header('content-type', request.query.type)
        .header('content-disposition', inlineDisposition(request.query.name ?? key))
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${secondsLeft}, immutable`)
        .send(file.stream);
    });
  };
}
