import type { FastifyInstance } from 'fastify';

/**
 * How many requests the server is answering at this moment (issue 26). Background work that only makes
 * later answers faster (the recommendations computed ahead, decision 103) waits for a moment when this is
 * 0, so that it takes the cores when requests do not need them. Counted from the request's arrival to the
 * response's `close`, which comes whether the answer was sent or the client went away.
 */
export function countRequestsInFlight(app: FastifyInstance): () => number {
  let inFlight = 0;
  app.addHook('onRequest', (_request, reply, done) => {
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    done();
  });
  return () => inFlight;
}
