import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleOptions } from '../../platform/context.ts';
import { outboxBacklog } from '../../platform/outbox.ts';

/**
 * Liveness, the database and the outbox backlog (docs/operations.md "What to monitor"). `status` and
 * `database` keep their first shape so existing probes go on working; `outbox` was added for issue 13.
 */
const outboxState = z.object({
  pending: z.number().int().describe('E-mails and background work not delivered yet'),
  failing: z
    .number()
    .int()
    .describe('Of the pending ones, those whose last attempt failed (retried with backoff)'),
  oldest_pending_seconds: z
    .number()
    .int()
    .nullable()
    .describe('Age of the oldest undelivered message in seconds; null when the outbox is empty'),
});

export const healthRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness, database check and outbox backlog',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('ok'), outbox: outboxState }),
          503: z.object({ detail: z.string(), status: z.string(), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.database.ping();
        const backlog = await outboxBacklog(ctx.db);
        return {
          status: 'ok' as const,
          database: 'ok' as const,
          outbox: {
            pending: backlog.pending,
            failing: backlog.failing,
            oldest_pending_seconds: backlog.oldestPendingSeconds,
          },
        };
      } catch {
        return reply
          .status(503)
          .send({ detail: 'The database is not answering.', status: 'degraded', database: 'unavailable' });
      }
    },
  );
};
