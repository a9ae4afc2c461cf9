import { request } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { countRequestsInFlight } from './requests-in-flight.ts';

/** A server whose one route answers when the test lets it. */
async function slowServer() {
  const app = Fastify();
  const inFlight = countRequestsInFlight(app);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived: () => void = () => {};
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  app.get('/slow', async () => {
    arrived();
    await released;
    return { ok: true };
  });
  return { app, inFlight, release, arrival };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe('requests in flight', () => {
  it('When a request is being answered, then it counts until its answer is sent', async () => {
    const { app, inFlight, release, arrival } = await slowServer();
    close = () => app.close();
    expect(inFlight()).toBe(0);
    const answer = app.inject({ method: 'GET', url: '/slow' });
    await arrival;
    expect(inFlight()).toBe(1);
    release();
    expect((await answer).statusCode).toBe(200);
    expect(await until(() => inFlight() === 0)).toBe(true);
  });

  it('When the client goes away before the answer, then the request stops counting', async () => {
    const { app, inFlight, release, arrival } = await slowServer();
    close = async () => {
      release();
      await app.close();
    };
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const asked = request({ host: '127.0.0.1', port, path: '/slow' });
    asked.on('error', () => {});
    asked.end();
    await arrival;
    expect(inFlight()).toBe(1);
    asked.destroy();
    expect(await until(() => inFlight() === 0)).toBe(true);
  });
});
