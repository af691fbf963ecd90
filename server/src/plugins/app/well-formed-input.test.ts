import { SERVER_ERRORS, VALIDATION, type FieldError } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KNOWN_PASSWORD,
  buildComment,
  buildSignedInUser,
  buildSnippet,
  validRegistration,
  validSnippetInput,
} from '../../../test/factories.js';
import { body, buildTestApp, testConfig, type TestApp } from '../../../test/helper.js';

/**
 * What a hostile client puts in a URL: NUL, an encoded lone surrogate, an overlong NUL, invalid UTF-8. The last
 * three are not UTF-8: a path with them is a bad URL, a query keeps them as the literal text `%FF`.
 */
const HOSTILE_URL_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%C0%80', '%FF'];
/** …and in a JSON string: NUL, lone high and low surrogates. */
const HOSTILE_JSON_VALUES = ['\u0000', 'ok\u0000ok', '\ud800', 'tail \udfff'];

interface Operation {
  method: string;
  /** OpenAPI form: /api/snippets/{idOrSlug} */
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProperties: Record<string, { type?: string }> | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { type?: string }> } }> };
}

/** Every operation the API documents: what a client can reach. */
function operationsOf(t: TestApp): Operation[] {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyProperties: operation.requestBody?.content['application/json']?.schema.properties ?? null,
    })),
  );
}

/** A value of the property's type with `hostile` in every string. */
function hostileValueOf(property: { type?: string }, hostile: string): unknown {
  if (property.type === 'array') return [hostile];
  if (property.type === 'object') return { twitter: hostile, linkedin: hostile, github: hostile };
  return hostile;
}

describe('hostile bytes in paths, queries and JSON bodies', () => {
  let t: TestApp;
  let token: string;
  let username: string;
  let snippetId: string;
  let commentId: string;
  const errorLogs: string[] = [];

  beforeAll(async () => {
    // Limits high enough that every request reaches the check under test.
    const rateLimits = Object.fromEntries(
      Object.entries(testConfig().rateLimits).map(([name, rule]) => [name, { ...rule, points: 100_000 }]),
    ) as TestApp['config']['rateLimits'];
    t = await buildTestApp(
      { logLevel: 'error', rateLimits },
      {
        logStream: { write: (line: string) => void errorLogs.push(line) },
        // A NUL that no check saw (made by the handler itself), to see what becomes of PostgreSQL's refusal.
        extraRoutes: (app) => {
          app.get('/api/test/unchecked-nul', async () => {
            await app.db.execute(sql`select ${'before\u0000after'}::text`);
            return { ok: true };
          });
        },
      },
    );
    const admin = await buildSignedInUser(t, { role: 'admin' });
    token = admin.token;
    username = admin.user.username;
    snippetId = (await buildSnippet(t.db, admin.user.id)).id;
    commentId = await buildComment(t.db, { snippetId, authorId: admin.user.id });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A body each route accepts, so that the hostile field is the only thing wrong with it. */
  const validBodies = (): Record<string, Record<string, unknown>> => ({
    'POST /api/auth/register': validRegistration(),
    'POST /api/auth/login': { identifier: username, password: KNOWN_PASSWORD },
    'PUT /api/users/profile': { bio: 'Apex dev', company: 'Acme', location: 'Lyon', jobTitle: 'Dev' },
    'PUT /api/users/password': { currentPassword: KNOWN_PASSWORD, newPassword: 'Str0ng!pass2' },
    'DELETE /api/users/account': { password: 'not-the-password' },
    'POST /api/snippets/': validSnippetInput(),
    'PUT /api/snippets/{idOrSlug}': validSnippetInput(),
    'PUT /api/snippets/{id}/featured': { featured: true },
    'POST /api/comments/': { snippetId, content: 'Does this work in batches?' },
    'PUT /api/comments/{id}': { content: 'Edited: it does.' },
    'POST /api/contact/': {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A message long enough to pass.',
    },
  });

  /** The real value of a path parameter, so that only the hostile part of a request is wrong. */
  const realParam = (operation: Operation, name: string) => {
    if (name === 'username') return username;
    if (name === 'commentId' || (name === 'id' && operation.path.startsWith('/api/comments/')))
      return commentId;
    return snippetId;
  };

  const urlOf = (operation: Operation, hostile: Record<string, string> = {}) =>
    operation.path.replace(
      /\{(\w+)\}/g,
      (_match, name: string) => hostile[name] ?? realParam(operation, name),
    );

  const send = (method: string, url: string, payload?: Record<string, unknown>) =>
    t.injectAs(token, { method: method as 'GET', url, ...(payload === undefined ? {} : { payload }) });

  it('answers every documented route with a 4xx, never a 500, and names the field', async () => {
    const operations = operationsOf(t);
    expect(operations.length).toBeGreaterThan(30);
    const outcomes: {
      request: string;
      statusCode: number;
      where: 'path' | 'query' | 'body';
      mustRefuse: boolean;
    }[] = [];
    const misnamed: string[] = [];

    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      for (const name of operation.pathParams) {
        for (const hostile of HOSTILE_URL_VALUES) {
          const url = urlOf(operation, { [name]: hostile });
          const response = await send(operation.method, url, validBodies()[key]);
          outcomes.push({
            request: `${operation.method} ${url}`,
            statusCode: response.statusCode,
            where: 'path',
            mustRefuse: hostile.includes('%00'),
          });
        }
      }
      for (const name of operation.queryParams) {
        for (const hostile of HOSTILE_URL_VALUES) {
          const url = `${urlOf(operation)}?${name}=${hostile}`;
          const response = await send(operation.method, url, validBodies()[key]);
          outcomes.push({
            request: `${operation.method} ${url}`,
            statusCode: response.statusCode,
            where: 'query',
            mustRefuse: hostile.includes('%00'),
          });
        }
      }
      for (const [name, property] of Object.entries(operation.bodyProperties ?? {})) {
        for (const hostile of HOSTILE_JSON_VALUES) {
          const payload = { ...validBodies()[key], [name]: hostileValueOf(property, hostile) };
          const response = await send(operation.method, urlOf(operation), payload);
          outcomes.push({
            request: `${key} ${name}=${JSON.stringify(hostile)}`,
            statusCode: response.statusCode,
            where: 'body',
            mustRefuse: true,
          });
          if (response.statusCode === 400 && hostile.includes('\u0000')) {
            const field = body<{ errors?: FieldError[] }>(response).errors?.[0]?.field ?? '';
            if (field !== name && !field.startsWith(`${name}.`)) misnamed.push(`${key} ${name}: ${field}`);
          }
        }
      }
    }

    const serverErrors = outcomes.filter((outcome) => outcome.statusCode >= 500);
    expect(serverErrors).toEqual([]);
    // Refused before the database: a path id that cannot exist is a 404 (a bad URL a 400), anything else a 400.
    const accepted = outcomes.filter(
      (outcome) =>
        (outcome.mustRefuse || outcome.where !== 'query') &&
        !(outcome.where === 'path' ? [400, 404] : [400]).includes(outcome.statusCode),
    );
    expect(accepted).toEqual([]);
    expect(misnamed).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(400);
    expect(errorLogs.filter((line) => line.includes('unhandled error'))).toEqual([]);
  });

  it.each([
    ['login identifier', 'POST /api/auth/login', 'identifier'],
    ['register email', 'POST /api/auth/register', 'email'],
    ['snippet title', 'POST /api/snippets/', 'title'],
    ['snippet code', 'POST /api/snippets/', 'code'],
    ['comment', 'POST /api/comments/', 'content'],
    ['bio', 'PUT /api/users/profile', 'bio'],
    ['company', 'PUT /api/users/profile', 'company'],
  ])('refuses a NUL in the %s with 400 naming the field', async (_label, route, field) => {
    const [method = '', url = ''] = route.split(' ');
    const response = await send(method, url, { ...validBodies()[route], [field]: 'before\u0000after' });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({
      message: VALIDATION.validationFailed,
      errors: [{ field, error: VALIDATION.invalidCharacters }],
    });
  });

  it('answers 404 for a NUL in a snippet slug, a username or a stored image name', async () => {
    for (const url of [
      '/api/snippets/some-slug%00',
      '/api/users/admin%00',
      '/api/comments/snippet/%00',
      '/media/avatars/%00.webp',
    ]) {
      expect((await send('GET', url)).statusCode, url).toBe(404);
    }
  });

  it('answers 400, not 500, when PostgreSQL itself refuses a value (data exception, SQLSTATE 22xxx)', async () => {
    errorLogs.length = 0;
    const response = await send('GET', '/api/test/unchecked-nul');
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message: SERVER_ERRORS.invalidValue });
    expect(errorLogs).toEqual([]);
  });
});
