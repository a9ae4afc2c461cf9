import { API_MESSAGES, type FieldErrors } from '@kweli/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The one application error type: a status, and either a `detail` text or field errors. Services throw
 * these; the handler below writes the documented bodies (docs/product/rules.md "API shape").
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const notFound = (detail: string = API_MESSAGES.notFound) => new AppError(404, detail);
export const forbidden = (detail: string = API_MESSAGES.forbidden) => new AppError(403, detail);
export const unauthenticated = (detail: string = API_MESSAGES.unauthenticated) => new AppError(401, detail);
export const badRequest = (detail: string, extra?: Record<string, unknown>) =>
  new AppError(400, detail, undefined, extra);
/** Field errors answer 400 with `{ field: [messages] }`. */
export const fieldErrors = (fields: FieldErrors) =>
  new AppError(400, Object.values(fields)[0]?.[0] ?? 'Invalid input.', fields);
export const fieldError = (field: string, message: string) => fieldErrors({ [field]: [message] });

/** Turns zod issues into field errors, keeping each field's messages in order and without repeats. */
export function zodFieldErrors(issues: readonly Pick<z.core.$ZodIssue, 'message' | 'path'>[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const name = issue.path.length ? issue.path.map(String).join('.') : 'non_field_errors';
    const list = fields[name] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    fields[name] = list;
  }
  return fields;
}

/**
 * Errors Fastify meets before a route is found (an address that cannot be decoded, a path segment over
 * the router's length limit) skip the error handler; this answers them with the documented body too.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  reply
    .status(status)
    .send({ detail: status === 414 ? API_MESSAGES.addressTooLong : API_MESSAGES.badAddress });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.fields) return reply.status(error.statusCode).send(error.fields);
      return reply.status(error.statusCode).send({ detail: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        message: v.message ?? 'Invalid value.',
        path: v.instancePath.split('/').filter(Boolean),
      }));
      return reply.status(400).send(zodFieldErrors(issues));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '10').send({ detail: API_MESSAGES.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ detail: API_MESSAGES.tooLarge });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type): safe to show, said plainly.
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status >= 500 && status !== 503 ? 500 : status).send({
      detail: status === 503 ? API_MESSAGES.unavailable : API_MESSAGES.serverError,
    });
  });
}

/** Socket-level failures of the connection to the database, and PostgreSQL's own "cannot serve now". */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
];

/**
 * True when an error (or what it wraps: drizzle puts the driver's error in `cause`) means the database
 * cannot be reached, as opposed to a bug: SQLSTATE class 08 (connection exception), 57P01-57P03
 * (shutting down, cannot connect now), a refused or reset socket, or the pool's connect timeout.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = cause;
  }
  return false;
}
