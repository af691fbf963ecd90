import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUTH, HTTP_ERRORS, SERVER_ERRORS, publicConfigSchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT } from '../src/app.js';
import { buildSignedInUser } from './factories.js';
import { body, buildTestApp, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    {},
    {
      extraRoutes: (app) => {
        app.get('/api/test/boom', async () => {
          throw new Error('secret internals at /work/main/server/src/db.ts:42');
        });
        app.get('/api/test/admin-only', { onRequest: app.requireAdmin }, async () => ({ ok: true }));
      },
    },
  );
});
afterAll(async () => {
  await t.close();
});

const login = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': contentType } });

describe('errors', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/auth/nope'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(body(response)).toEqual({ message: SERVER_ERRORS.routeNotFound(method, url) });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await login('{"identifier": "a",');
    expect(response.statusCode).toBe(400);
    expect(body(response)).toEqual({ message: SERVER_ERRORS.malformedJson });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await login(JSON.stringify({ identifier: 'x'.repeat(JSON_BODY_LIMIT), password: 'y' }));
    expect(response.statusCode).toBe(413);
    expect(body(response)).toEqual({ message: SERVER_ERRORS.bodyTooLarge });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await login('<login/>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(body(response)).toEqual({ message: SERVER_ERRORS.unsupportedMediaType });
  });

  it('answers a wrongly typed body with 400, never 500', async () => {
    for (const payload of [
      '[]',
      '"text"',
      '42',
      'null',
      '{"identifier": 5, "password": {}}',
      '{"identifier":"a","password":"b","remember":"yes"}',
    ]) {
      const response = await login(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(body(response).message).toBe('Validation failed');
    }
  });

  it('hides unexpected errors behind a 500 without a stack trace or internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({ message: SERVER_ERRORS.internal });
    expect(response.body).not.toMatch(/secret|stack|\.ts:|at /);
  });

  it('keeps admin-only routes for admins: 401 guest, 403 member, 200 admin', async () => {
    const member = await buildSignedInUser(t);
    const admin = await buildSignedInUser(t, { role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(401);
    const refused = await t.injectAs(member.token, { method: 'GET', url: '/api/test/admin-only' });
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toEqual({ message: HTTP_ERRORS.forbidden });
    expect((await t.injectAs(admin.token, { method: 'GET', url: '/api/test/admin-only' })).statusCode).toBe(
      200,
    );
  });

  it('gives every 401 a message', async () => {
    const response = await t.injectAs('not-a-jwt', { method: 'GET', url: '/api/users/profile' });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ message: AUTH.sessionExpired });
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and helmet headers on API and error responses', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src 'none'");
      expect(csp).not.toContain('google');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('GET /api/config', () => {
  it('tells the web app that bot protection is off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(publicConfigSchema.parse(body(response))).toEqual({
      captcha: { provider: 'none', siteKey: null },
      oauthProviders: [],
    });
  });
});

describe('API documentation', () => {
  it('serves an OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = body<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>(response);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/profile',
        '/api/users/profile',
        '/api/users/password',
        '/api/users/account',
        '/api/config',
        '/api/health',
        '/api/health/ready',
      ]),
    );
    expect(JSON.stringify(document.paths['/api/auth/register']?.post?.requestBody)).toContain('username');
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves Swagger UI under the strict CSP (its scripts are files, not inline)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});

describe('web app hosting', () => {
  let webDist: string;
  let web: TestApp;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'cs-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Cloud Snippets</title>');
    writeFileSync(join(webDist, 'assets', 'index-B4x9kQ2a.js'), 'console.log(1)');
    writeFileSync(join(webDist, 'assets', 'avatar.png'), 'png');
    writeFileSync(join(webDist, 'assets', 'CjqHqoGL.js'), 'console.log(2)');
    writeFileSync(join(webDist, 'assets', 'index-B4x9kQ2a.js.map'), '{"version":3}');
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, '.vite', 'manifest.json'), '{}');
    mkdirSync(join(webDist, '.ssr'));
    writeFileSync(join(webDist, '.ssr', 'chunk.js'), 'export {}');
    web = await buildTestApp({ webDist });
  });
  afterAll(async () => {
    await web.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves neither the bare index.html nor the private build folders; pages need the server entry', async () => {
    for (const url of ['/index.html', '/.vite/manifest.json', '/.ssr/chunk.js']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('Cloud Snippets</title>');
    }
    // This build has no server entry (.ssr/entry-server.js): an API-only run answers pages with the JSON 404.
    const page = await web.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-security-policy']).toBeDefined();
  });

  it('caches hashed assets forever and other files not at all', async () => {
    // The entry is named and hashed; every other chunk is its hash alone (web/vite.config.ts).
    for (const url of ['/assets/index-B4x9kQ2a.js', '/assets/CjqHqoGL.js']) {
      const hashed = await web.app.inject({ method: 'GET', url });
      expect(hashed.statusCode, url).toBe(200);
      expect(hashed.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const plain = await web.app.inject({ method: 'GET', url: '/assets/avatar.png' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve source maps unless SERVE_SOURCE_MAPS asks for them', async () => {
    for (const url of ['/assets/index-B4x9kQ2a.js.map', '/assets/index-B4x9kQ2a.js.MAP']) {
      const refused = await web.app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(404);
      expect(refused.body).not.toContain('"version":3');
    }
    const debugging = await buildTestApp({ webDist, serveSourceMaps: true });
    try {
      const served = await debugging.app.inject({ method: 'GET', url: '/assets/index-B4x9kQ2a.js.map' });
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe('{"version":3}');
    } finally {
      await debugging.close();
    }
  });

  it('still answers unknown /api routes and missing files with a JSON 404', async () => {
    for (const url of ['/api/nope', '/assets/missing-file.js']) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(body(response).message).toBeDefined();
    }
  });
});

describe('logs', () => {
  it('never contain passwords, hashes or tokens, even at trace level', async () => {
    const lines: string[] = [];
    const logged = await buildTestApp(
      { logLevel: 'trace' },
      {
        logStream: { write: (line) => lines.push(line) },
        extraRoutes: (app) => {
          // A careless future log line: the redaction must still hide the secrets in it.
          app.addHook('preHandler', async (request) =>
            request.log.info({ body: request.body, headers: request.headers }, 'request details'),
          );
        },
      },
    );
    try {
      const password = 'Sup3r#Secret';
      const registered = await logged.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: 'quiet_one', email: 'quiet@example.com', password },
      });
      const { token } = body<{ token: string }>(registered);
      await logged.injectAs(token, { method: 'GET', url: '/api/auth/profile' });
      const text = lines.join('\n');
      expect(text).toContain('request details');
      expect(text).not.toContain(password);
      expect(text).not.toContain(token);
      expect(text).not.toContain('$argon2id$');
    } finally {
      await logged.close();
    }
  });
});
