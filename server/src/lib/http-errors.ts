import { AUTH, HTTP_ERRORS, SERVER_ERRORS, VALIDATION, type FieldError } from '@cloud-snippets/contract';

/**
 * The errors meant for the client, with their status: anything may throw them (a route, a command, an image check, a
 * rate limiter), and the app's one error handler (plugins/app/errors.ts) answers them in SPEC §5's shape. Everything
 * else becomes a 500 without details.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = AUTH.authenticationRequired) => new HttpError(401, message);
export const forbidden = (message: string = HTTP_ERRORS.forbidden) => new HttpError(403, message);
export const notFound = (message: string = SERVER_ERRORS.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 503 with Retry-After: the client may repeat the request unchanged once the time has passed. */
export const serviceUnavailable = (message: string, retryAfterSeconds: number) =>
  new HttpError(503, message, undefined, { 'retry-after': String(retryAfterSeconds) });

/** SPEC §5's refusal: 400 `{ message, errors: [{ field, error }] }`. */
export const validationFailed = (errors: FieldError[], message: string = VALIDATION.validationFailed) =>
  new HttpError(400, message, errors);

/** 429 with Retry-After in whole seconds (at least 1). */
export const tooManyRequests = (retryAfterSeconds: number, message: string = SERVER_ERRORS.tooManyRequests) =>
  new HttpError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
