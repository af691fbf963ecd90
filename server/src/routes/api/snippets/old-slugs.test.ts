import { snippetDetailSchema, type SnippetDetail, type Visibility } from '@cloud-snippets/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, validSnippetInput } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';

/**
 * A public snippet made unlisted gets an unguessable address (decision 042); the address it had leads to the new one
 * for whoever may read it now (decision 068): everyone while it is unlisted, its owner alone once private.
 */
let t: TestApp;
let owner = '';
let stranger = '';
beforeAll(async () => {
  t = await buildTestApp({}, { renderPages: true });
  owner = (await buildSignedInUser(t)).token;
  stranger = (await buildSignedInUser(t)).token;
});
afterAll(() => t.close());

const as = (token: string | null, options: InjectOptions) =>
  token ? t.injectAs(token, options) : t.app.inject(options);

/** A new snippet of the owner's, published through the API. */
async function publish(overrides: Record<string, unknown>) {
  const response = await t.injectAs(owner, {
    method: 'POST',
    url: '/api/snippets',
    payload: validSnippetInput(overrides),
  });
  expect(response.statusCode).toBe(201);
  return snippetDetailSchema.parse(body(response).snippet);
}

/** The API's answer for a snippet address, read by `reader` (null: a guest). */
const readApi = (reader: string | null, slug: string) =>
  as(reader, { method: 'GET', url: `/api/snippets/${slug}` });

async function setVisibility(snippet: SnippetDetail, visibility: Visibility) {
  const { title, description, platform, category, codeLanguage, code, tags } = snippet;
  const response = await t.injectAs(owner, {
    method: 'PUT',
    url: `/api/snippets/${snippet._id}`,
    payload: { title, description, platform, category, codeLanguage, code, tags, visibility },
  });
  expect(response.statusCode).toBe(200);
  return snippetDetailSchema.parse(body(response).snippet);
}

describe('the address a snippet had before it was made unlisted', () => {
  it('leads everyone to its new address while it is unlisted, and only its owner once it is private', async () => {
    const original = await publish({ title: 'Lookup rows by key, once public' });
    const unlisted = await setVisibility(original, 'unlisted');
    expect(unlisted.slug).not.toBe(original.slug);

    for (const reader of [null, stranger, owner]) {
      // The page: a permanent redirect to the new address.
      const page = await as(reader, { method: 'GET', url: `/snippets/${original.slug}` });
      expect(page.statusCode).toBe(301);
      expect(page.headers.location).toBe(`/snippets/${unlisted.slug}`);
      // The API: the snippet, named by its new address.
      const api = await readApi(reader, original.slug);
      expect(api.statusCode).toBe(200);
      expect(snippetDetailSchema.parse(body(api).snippet).slug).toBe(unlisted.slug);
    }

    // Made private: a stranger learns nothing, not even that the old address leads somewhere.
    const hidden = await setVisibility(unlisted, 'private');
    for (const reader of [null, stranger]) {
      expect((await as(reader, { method: 'GET', url: `/snippets/${original.slug}` })).statusCode).toBe(404);
      const api = await readApi(reader, original.slug);
      expect(api.statusCode).toBe(404);
      expect(api.body).not.toContain(hidden.slug);
    }
    const own = await readApi(owner, original.slug);
    expect(snippetDetailSchema.parse(body(own).snippet).slug).toBe(hidden.slug);
  });

  it('is not kept for a private snippet made unlisted: its guessable address never leads to the secret one', async () => {
    const original = await publish({ title: 'Kept to myself, then shared by link', visibility: 'private' });
    const unlisted = await setVisibility(original, 'unlisted');
    expect(unlisted.slug).not.toBe(original.slug);
    const read = await readApi(null, original.slug);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain(unlisted.slug);
  });

  it('gives way to a snippet that holds the address now', async () => {
    const title = 'Upsert a data extension row, moved';
    const first = await publish({ title });
    await setVisibility(first, 'unlisted');
    const second = await publish({ title });
    expect(second.slug).toBe(first.slug);
    const read = await readApi(null, first.slug);
    expect(snippetDetailSchema.parse(body(read).snippet)._id).toBe(second._id);
  });
});
