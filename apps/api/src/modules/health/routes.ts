import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/context.ts';

export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
          503: z.object({ detail: z.string(), status: z.string(), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ok' as const, database: 'ok' as const };
      } catch {
        return reply
          .status(503)
          .send({ detail: 'The database is not answering.', status: 'degraded', database: 'unavailable' });
      }
    },
  );
};
