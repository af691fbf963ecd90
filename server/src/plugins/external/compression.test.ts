import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import {
  brotliCompressSync,
  brotliDecompressSync,
  createBrotliDecompress,
  createGunzip,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processAvatar } from '../../lib/avatar-image.js';
import { buildSnippet, buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { COMPRESSION_THRESHOLD } from './compression.js';

const ASSET = '/assets/index-B4x9kQ2a.js';
const ASSET_SOURCE = `export const greeting = ${JSON.stringify('Hello from a hashed asset. '.repeat(200))};\n`;

/** What the stream test sends: the first chunk is written at once, the rest only once the client has read it. */
let streamed = new PassThrough();

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A built web app in miniature: one hashed asset with the build's brotli and gzip copies beside it.
  webDist = mkdtempSync(join(tmpdir(), 'cs-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>unused</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, ASSET), ASSET_SOURCE);
  writeFileSync(join(webDist, `${ASSET}.br`), brotliCompressSync(ASSET_SOURCE));
  writeFileSync(join(webDist, `${ASSET}.gz`), gzipSync(ASSET_SOURCE, { level: 9 }));
  t = await buildTestApp(
    { webDist, publicUrl: 'https://snippets.example.com' },
    {
      renderPages: true,
      extraRoutes: (app) =>
        app.get('/test/stream', (_request, reply) => {
          streamed = new PassThrough();
          streamed.write(`<!doctype html><p>first</p>`);
          return reply.type('text/html; charset=utf-8').send(streamed);
        }),
    },
  );
  const author = await buildUser(t.db);
  for (let i = 0; i < 4; i += 1) await buildSnippet(t.db, author.id);
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html',
      ...headers,
      ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
    },
  });

const decode = (encoding: string | undefined, bytes: Buffer) =>
  (encoding === 'br'
    ? brotliDecompressSync(bytes)
    : encoding === 'gzip'
      ? gunzipSync(bytes)
      : bytes
  ).toString();

describe('compression', () => {
  it('compresses a rendered page with brotli or gzip as the client prefers, and not for one that accepts neither', async () => {
    const plain = await get('/snippets');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.endsWith('</html>')).toBe(true);

    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await get('/snippets', acceptEncoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      const html = decode(encoding, response.rawPayload);
      // The same page (the embedded state carries its own timestamps).
      expect(html.length).toBeGreaterThan(plain.body.length * 0.99);
      expect(html.startsWith('<!DOCTYPE html>') && html.endsWith('</html>')).toBe(true);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
    for (const acceptEncoding of ['identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const response = await get('/snippets', acceptEncoding);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.endsWith('</html>')).toBe(true);
    }
    // The 404 page too: pages are a route, so route hooks apply to them.
    const missing = await get('/no/such/page', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
  });

  it('compresses JSON above the threshold, with the same ETag whatever the encoding', async () => {
    const plain = await get('/api/snippets');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get('/api/snippets', encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(plain.json());
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(response.headers.vary).toBe('Authorization, accept-encoding');

      const revalidated = await get('/api/snippets', encoding, {
        'if-none-match': String(plain.headers.etag),
      });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers['content-encoding']).toBeUndefined();
      expect(revalidated.rawPayload).toHaveLength(0);
    }
    const small = await get('/api/health', 'br');
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it("serves the build's precompressed copy of an asset, immutable, and the file itself to a client without br or gzip", async () => {
    for (const [encoding, file] of [
      ['br', `${ASSET}.br`],
      ['gzip', `${ASSET}.gz`],
    ] as const) {
      const response = await get(ASSET, `${encoding}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The file from the build, as it is: not compressed again.
      expect(response.rawPayload.equals(readFileSync(join(webDist, file)))).toBe(true);

      const revalidated = await get(ASSET, encoding, { 'if-none-match': String(response.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload).toHaveLength(0);
    }
    const identity = await get(ASSET);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('accept-encoding');
    expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(identity.body).toBe(ASSET_SOURCE);
    // The copies are not URLs of their own.
    expect((await t.app.inject({ method: 'GET', url: `${ASSET}.br` })).statusCode).toBe(404);
  });

  it('sends avatars, already compressed images, as they are', async () => {
    const noise = await sharp(randomBytes(96 * 96 * 3), { raw: { width: 96, height: 96, channels: 3 } })
      .png()
      .toBuffer();
    const member = await t.app.avatarsRepository.replace(
      (await buildUser(t.db)).id,
      await processAvatar(noise),
    );
    const response = await get(member.avatar!, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-encoding']).toBeUndefined();
    const revalidated = await get(member.avatar!, 'br', { 'if-none-match': String(response.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a streamed response streaming: the first chunk arrives while the rest is still being written', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const encoding of ['br', 'gzip'] as const) {
      expect(await streamThrough(port, encoding)).toBe('<!doctype html><p>first</p><p>last</p>');
    }
  });

  /** GET /test/stream over a socket, decoding the body as it comes. */
  const streamThrough = (port: number, encoding: 'br' | 'gzip') =>
    new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/test/stream', headers: { 'accept-encoding': encoding } },
        (response) => {
          expect(response.headers['content-encoding']).toBe(encoding);
          let text = '';
          const body = response.pipe(encoding === 'br' ? createBrotliDecompress() : createGunzip());
          body.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            // The server ends the stream only once the client has read its first chunk.
            if (text.includes('<p>first</p>') && streamed.writable) streamed.end('<p>last</p>');
          });
          body.on('end', () => resolve(text));
          body.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    });

  it('takes request bodies as sent: a gzip body is not inflated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ identifier: 'someone', password: 'Str0ng!pass' })),
    });
    expect(response.statusCode).toBe(400);
  });
});
