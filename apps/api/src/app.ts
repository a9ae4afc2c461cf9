import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config.ts';
import type { Database } from './db/connect.ts';
import { createSessionRevocations } from './modules/auth/revocations.ts';
import { touchStreakHook } from './modules/auth/streak.ts';
import { modules } from './modules/index.ts';
import { registerCompanyPage } from './modules/jobs/company-page.ts';
import { registerFeeds } from './modules/jobs/feeds.ts';
import { createLandingPage } from './modules/jobs/landing-page.ts';
import { registerPublicJobPage } from './modules/jobs/public-page.ts';
import { type AfterAuthenticate, createGuards } from './platform/auth-guard.ts';
import { registerCompression } from './platform/compression.ts';
import type { AppContext } from './platform/context.ts';
import { answerFrameworkError, registerErrorHandler } from './platform/errors.ts';
import { registerHostileTextGate } from './platform/hostile-text.ts';
import { createMailer } from './platform/mailer.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { createOutbox, type Outbox } from './platform/outbox.ts';
import { countRequestsInFlight } from './platform/requests-in-flight.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerWebApp } from './platform/web.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** A read connection (DATABASE_READ_URL) for searches; without it they read from `database`. */
  readDatabase?: Database;
  /** Pretty logs for a person at a terminal; JSON otherwise. */
  prettyLogs?: boolean;
  afterAuthenticate?: AfterAuthenticate[];
  /** Run the outbox worker (the server does; tests deliver with `app.outbox.deliverDue()`). */
  outboxWorker?: boolean;
  /** Sees every route as it is registered (the authorization matrix test lists them this way). */
  onRoute?: (route: RouteOptions) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable outbox of e-mail; its worker runs while the server does. */
    outbox: Outbox;
  }
}

/** A hop count as the function Fastify makes of one at run time (its types accept only the others). */
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole server from its parts without listening, so that tests can `inject` into it. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(options.prettyLogs
              ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
              : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    // Who the client is: the socket address unless TRUST_PROXY names the proxies in front (issue 20).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  // Synchronous hooks on every request: an async one costs a promise and a turn of the microtask queue.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  const sessionRevocations = createSessionRevocations(database.db);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    readDb: (options.readDatabase ?? database).db,
    guards: createGuards(
      config.jwtSecret,
      [touchStreakHook(database.db), ...(options.afterAuthenticate ?? [])],
      sessionRevocations.isRevoked,
    ),
    sessionRevocations,
    requestsInFlight: countRequestsInFlight(app),
  };

  const outbox = createOutbox(database, createMailer(config, app.log), app.log, {
    leaseSeconds: config.outboxLeaseSeconds,
  });
  app.decorate('outbox', outbox);
  if (options.outboxWorker) app.addHook('onReady', async () => outbox.start());
  app.addHook('onClose', async () => outbox.stop());

  registerErrorHandler(app);
  registerSecurityHeaders(app, config);
  registerCompression(app);
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      // Every API call's text is checked; the web pages (any query a shared link carries) are not.
      registerHostileTextGate(api);
      for (const plugin of modules) await api.register(plugin, { ctx });
    },
    { prefix: '/api' },
  );
  await registerPublicJobPage(app, ctx);
  await registerCompanyPage(app, ctx);
  await registerFeeds(app, ctx);
  await registerWebApp(app, config, createLandingPage(ctx, app.log));
  return app;
}
