import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: 'https://snippets.example.com' }, { renderPages: true });
});
afterAll(async () => {
  await t.close();
});

const long = 'a'.repeat(300);
const ODD_PATHS = [
  `/snippets/${long}`,
  `/snippets/${long}/revisions`,
  `/users/${long}`,
  `/users/${'b'.repeat(40)}`,
  '/snippets/%ZZ%',
  '/snippets/%00',
  '/users/%00abc',
  '/snippets/%E0%A4%A',
  `/snippets/${'%C3%A9'.repeat(120)}`,
  '/snippets/\u0000x',
  `/api/snippets/${long}`,
  `/api/users/${long}`,
];

describe('odd page paths', () => {
  it.each(ODD_PATHS)('%s answers 404 or 400, never 500', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect([400, 404]).toContain(response.statusCode);
  });
});
