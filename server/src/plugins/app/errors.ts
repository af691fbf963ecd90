import { SERVER_ERRORS, VALIDATION, toFieldErrors, type FieldError } from '@cloud-snippets/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  classifyDatabaseError,
  postgresError,
  rootCause,
  uniqueViolationConstraint,
  type DatabaseFailure,
} from '../../db/errors.js';
import { HttpError, serviceUnavailable } from '../../lib/http-errors.js';

export {
  HttpError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
  validationFailed,
} from '../../lib/http-errors.js';

/**
 * What a database outage or overload answers (decision 012). The outage's Retry-After covers a PostgreSQL restart
 * or failover; an overload clears faster.
 */
const DATABASE_FAILURES: Record<DatabaseFailure, { message: string; retryAfterSeconds: number }> = {
  unavailable: { message: SERVER_ERRORS.databaseUnavailable, retryAfterSeconds: 5 },
  busy: { message: SERVER_ERRORS.databaseBusy, retryAfterSeconds: 2 },
};

export const databaseUnavailable = () =>
  serviceUnavailable(SERVER_ERRORS.databaseUnavailable, DATABASE_FAILURES.unavailable.retryAfterSeconds);

/** A shutting-down process is replaced within seconds (decision 013). */
export const shuttingDown = () => serviceUnavailable(SERVER_ERRORS.shuttingDown, 5);

/** The 503 for a database outage or overload, or null when the error is something else. */
function databaseFailureResponse(error: unknown): HttpError | null {
  const failure = classifyDatabaseError(error);
  if (!failure) return null;
  const { message, retryAfterSeconds } = DATABASE_FAILURES[failure];
  return serviceUnavailable(message, retryAfterSeconds);
}

/** The body SPEC §5 gives an HttpError. */
const bodyOf = (error: HttpError) =>
  error.errors ? { message: error.message, errors: error.errors } : { message: error.message };

/**
 * What a client is told of an HttpError or a database outage, or null for any other error (a bug: a 500). The page
 * renderer's direct reads (page-reads.ts) answer with it as the error handler would.
 */
export function clientErrorOf(error: unknown): {
  statusCode: number;
  body: { message: string; errors?: FieldError[] };
  headers: Record<string, string>;
} | null {
  const known = error instanceof HttpError ? error : databaseFailureResponse(error);
  return known ? { statusCode: known.statusCode, body: bodyOf(known), headers: known.headers } : null;
}

/**
 * A value the database refused to store or compare: class 22 (data exception: a NUL byte 22021, an untranslatable
 * character 22P05, a value too long 22001…) or 54000 (program limit exceeded, e.g. an index row too large). The
 * well-formed-input hook refuses the known cases first; this is the last line, a client error rather than a 500.
 */
function isRefusedValue(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return code !== undefined && (code.startsWith('22') || code === '54000');
}

/** Fastify's own client errors, by code, with the message we answer. */
const FASTIFY_CLIENT_ERRORS: Record<string, { statusCode: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, message: SERVER_ERRORS.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, message: SERVER_ERRORS.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, message: SERVER_ERRORS.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, message: SERVER_ERRORS.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, message: SERVER_ERRORS.malformedJson },
};

function send(reply: FastifyReply, statusCode: number, body: { message: string; errors?: FieldError[] }) {
  // Error bodies bypass the route's response schema (which describes success), so serialize them here.
  return reply.code(statusCode).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

function sendHttpError(reply: FastifyReply, error: HttpError) {
  reply.headers(error.headers);
  return send(reply, error.statusCode, bodyOf(error));
}

/** The client closed the connection mid-request (e.g. an aborted upload): no one is left to answer. */
function isClientGone(error: FastifyError, request: FastifyRequest): boolean {
  return error.code === 'FST_MP_PREMATURE_CLOSE' || request.raw.socket?.destroyed === true;
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (isClientGone(error, request)) {
    request.log.debug({ err: error }, 'client closed the connection before the request was read');
    return send(reply, 400, { message: SERVER_ERRORS.requestAborted });
  }
  if (error instanceof HttpError) return sendHttpError(reply, error);
  const outage = databaseFailureResponse(error);
  if (outage) {
    // The driver's own words and SQLSTATE, not Drizzle's wrapper (which carries the SQL and its parameters).
    request.log.warn({ database: rootCause(error) }, outage.message);
    return sendHttpError(reply, outage);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.split('/').filter(Boolean),
      message: issue.message ?? VALIDATION.validationFailed,
    }));
    return send(reply, 400, { message: VALIDATION.validationFailed, errors: toFieldErrors(issues) });
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return send(reply, known.statusCode, { message: known.message });
  if (error instanceof SyntaxError && error.statusCode === 400)
    return send(reply, 400, { message: SERVER_ERRORS.malformedJson });
  if (uniqueViolationConstraint(error) !== null) return send(reply, 409, { message: SERVER_ERRORS.conflict });
  if (isRefusedValue(error)) {
    // The driver's SQLSTATE and words are enough to find what slipped through; the statement stays out of the log.
    request.log.warn({ database: rootCause(error) }, 'database refused a request value');
    return send(reply, 400, { message: SERVER_ERRORS.invalidValue });
  }
  // Fastify's other 4xx errors (e.g. a bad URL encoding) carry messages meant for clients.
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return send(reply, error.statusCode, { message: error.message });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { message: SERVER_ERRORS.internal });
}

/** The one error handler, registered at the root (fastify-plugin) so it covers every route. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler(handleError);
  },
  { name: 'errors' },
);
