import {
  SALESFORCE_API_VERSION,
  SNIPPET,
  SNIPPET_TEMPLATES,
  SNIPPET_VALIDATION,
  snippetDetailSchema,
  snippetListResponseSchema,
  type SnippetDetail,
  type SnippetFile,
} from '@cloud-snippets/contract';
import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, validSnippetInput } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { selectRows } from '../../../db/rows.js';

/** A snippet of several files, from the API to the raw text and the zip. */
let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await buildTestApp();
  token = (await buildSignedInUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

const template = (id: string, name: string) =>
  SNIPPET_TEMPLATES.find((entry) => entry.id === id)!.files(name);

/** A CRM snippet made of `files`, posted without `code` or `codeLanguage`: the first file gives both. */
async function post(files: SnippetFile[], overrides: Record<string, unknown> = {}, as = token) {
  const { code: _code, codeLanguage: _language, ...input } = validSnippetInput(overrides);
  const response = await t.injectAs(as, {
    method: 'POST',
    url: '/api/snippets',
    payload: { ...input, files },
  });
  expect(response.statusCode, response.body).toBe(201);
  return snippetDetailSchema.parse(body(response).snippet);
}

const fieldErrors = async (payload: Record<string, unknown>) => {
  const response = await t.injectAs(token, { method: 'POST', url: '/api/snippets', payload });
  expect(response.statusCode).toBe(400);
  return body<{ errors: { field: string; error: string }[] }>(response).errors;
};

const edit = (snippet: SnippetDetail, changes: Record<string, unknown>, as = token) => {
  const { title, description, platform, category, codeLanguage, code, tags } = snippet;
  return t.injectAs(as, {
    method: 'PUT',
    url: `/api/snippets/${snippet._id}`,
    payload: { title, description, platform, category, codeLanguage, code, tags, ...changes },
  });
};

describe('a snippet of several files', () => {
  it('keeps every file in order; code and codeLanguage are the first file’s; the card counts them', async () => {
    const files = template('apex-class-with-test', 'InvoiceService');
    const snippet = await post(files, { tags: ['invoices'] });
    expect(snippet.files).toEqual(files);
    expect(snippet.code).toBe(files[0]!.code);
    expect(snippet.codeLanguage).toBe('apex');
    expect(snippet.fileCount).toBe(4);
    expect(snippet.hasTestClass).toBe(true);

    const list = snippetListResponseSchema.parse(
      body(await t.app.inject({ method: 'GET', url: '/api/snippets?tag=invoices' })),
    );
    expect(list.snippets[0]).toMatchObject({ _id: snippet._id, fileCount: 4, hasTestClass: true });
  });

  it('names the one file of a snippet posted the SPEC’s way after its slug', async () => {
    const response = await t.injectAs(token, {
      method: 'POST',
      url: '/api/snippets',
      payload: validSnippetInput(),
    });
    const snippet = snippetDetailSchema.parse(body(response).snippet);
    expect(snippet.files).toEqual([{ name: `${snippet.slug}.cls`, language: 'apex', code: snippet.code }]);
    expect(snippet).toMatchObject({ fileCount: 1, hasTestClass: false });
  });

  it('refuses bad files with field errors naming the file, and stores nothing', async () => {
    const good = template('apex-class-with-test', 'Refused');
    const { code: _c, codeLanguage: _l, ...input } = validSnippetInput({ title: 'Refused files snippet' });
    const cases: [SnippetFile[], string, string][] = [
      [[...good, { ...good[0]!, name: 'refused.CLS' }], 'files.4.name', SNIPPET_VALIDATION.fileNameTaken],
      [
        [good[0]!, { ...good[1]!, name: '../escape.cls' }],
        'files.1.name',
        SNIPPET_VALIDATION.fileNameInvalid,
      ],
      [[good[0]!, { ...good[1]!, name: '.hidden' }], 'files.1.name', SNIPPET_VALIDATION.fileNameInvalid],
      [[good[0]!, { ...good[1]!, code: '  ' }], 'files.1.code', SNIPPET_VALIDATION.fileCodeRequired],
      [
        [good[0]!, { name: 'mail.amp', language: 'ampscript', code: '%%=v(@x)=%%' }],
        'files.1.language',
        SNIPPET_VALIDATION.languageNotOfPlatform,
      ],
      [
        Array.from({ length: 21 }, (_, index) => ({ name: `F${index}.cls`, language: 'apex', code: 'x' })),
        'files',
        SNIPPET_VALIDATION.tooManyFiles,
      ],
      [
        Array.from({ length: 6 }, (_, index) => ({
          name: `Big${index}.cls`,
          language: 'apex',
          code: 'x'.repeat(90_000),
        })),
        'files',
        SNIPPET_VALIDATION.filesTooLarge,
      ],
    ];
    for (const [files, field, error] of cases) {
      expect(await fieldErrors({ ...input, files }), field).toContainEqual({ field, error });
    }
    const list = snippetListResponseSchema.parse(
      body(await t.app.inject({ method: 'GET', url: '/api/snippets?search=Refused' })),
    );
    expect(list.snippets.filter((card) => card.title === 'Refused files snippet')).toEqual([]);
  });

  it('keeps the other files when an edit sends only code, replaces them when it sends files', async () => {
    const files = template('lwc-bundle', 'orderCard');
    const snippet = await post(files, { category: 'lwc' });
    const codeOnly = await edit(snippet, { code: '// first file, edited\n', codeLanguage: 'javascript' });
    expect(codeOnly.statusCode).toBe(200);
    const afterCode = snippetDetailSchema.parse(body(codeOnly).snippet);
    expect(afterCode.files.map((file) => file.name)).toEqual(files.map((file) => file.name));
    expect(afterCode.files[0]!.code).toBe('// first file, edited\n');
    expect(afterCode.files.slice(1)).toEqual(files.slice(1));

    const fewer = await edit(snippet, { files: files.slice(0, 2), revisionNote: 'Two files are enough' });
    expect(fewer.statusCode).toBe(200);
    expect(snippetDetailSchema.parse(body(fewer).snippet).fileCount).toBe(2);

    // Revision 1 still has every file; restoring it brings them back, as a new revision.
    const first = await t.app.inject({ method: 'GET', url: `/api/snippets/${snippet.slug}/revisions/1` });
    expect(body<{ revision: { files: SnippetFile[] } }>(first).revision.files).toEqual(files);
    const restored = await t.injectAs(token, {
      method: 'POST',
      url: `/api/snippets/${snippet._id}/revisions/1/restore`,
    });
    expect(restored.statusCode).toBe(200);
    const back = snippetDetailSchema.parse(body(restored).snippet);
    expect(back.files).toEqual(files);
    expect(back.revisionCount).toBe(4);
  });

  it('stores the other files of a revision only when they changed, and on each keyframe', async () => {
    const files = template('lwc-bundle', 'keptCard');
    const snippet = await post(files, { category: 'lwc' });
    for (let edit = 1; edit <= 22; edit++) {
      const changed = [{ ...files[0]!, code: `${files[0]!.code}// edit ${edit}\n` }, ...files.slice(1)];
      if (edit === 10) changed[1] = { ...changed[1]!, code: '<template><p>10</p></template>' };
      const response = await t.injectAs(token, {
        method: 'PUT',
        url: `/api/snippets/${snippet._id}`,
        payload: { ...validSnippetInput({ category: 'lwc' }), title: snippet.title, files: changed },
      });
      expect(response.statusCode).toBe(200);
    }
    const stored = await selectRows<{ number: number }>(
      t.db,
      sql`select number from snippet_revisions where snippet_id = ${snippet._id}::uuid and extra_files is not null
          order by number`,
    );
    // 1 and 21 are keyframes; 11 changed the markup, and 12 is the first with it back as before.
    expect(stored.map((row) => row.number)).toEqual([1, 11, 12, 21]);
    for (const [number, markup] of [
      [2, files[1]!.code],
      [11, '<template><p>10</p></template>'],
      [20, files[1]!.code],
      [23, files[1]!.code],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/snippets/${snippet.slug}/revisions/${number}`,
      });
      const revision = body<{ revision: { files: SnippetFile[] } }>(response).revision;
      expect(revision.files.map((file) => file.name)).toEqual(files.map((file) => file.name));
      expect(revision.files[1]!.code, `revision ${number}`).toBe(markup);
    }
  });

  it('lets no other member change the files or restore a revision', async () => {
    const snippet = await post(template('apex-class-with-test', 'Guarded'));
    const other = (await buildSignedInUser(t)).token;
    expect(
      (await edit(snippet, { files: [template('apex-class-with-test', 'Guarded')[0]!] }, other)).statusCode,
    ).toBe(403);
    await edit(snippet, { code: 'public class Guarded {}' });
    const restore = await t.injectAs(other, {
      method: 'POST',
      url: `/api/snippets/${snippet._id}/revisions/1/restore`,
    });
    expect(restore.statusCode).toBe(403);
    expect(body(restore).message).toBe(SNIPPET.onlyAuthor);
  });

  it('serves each file raw by its name, folders included', async () => {
    const snippet = await post(template('lwc-bundle', 'rawCard'), { category: 'lwc' });
    const html = await t.app.inject({
      method: 'GET',
      url: `/snippets/${snippet.slug}/raw/c/rawCard/rawCard.html`,
    });
    expect(html.statusCode).toBe(200);
    expect(html.body).toBe(snippet.files.find((file) => file.name.endsWith('.html'))!.code);
    expect(html.headers['content-disposition']).toBe('inline; filename="rawCard.html"');
    const first = await t.app.inject({ method: 'GET', url: `/snippets/${snippet.slug}/raw` });
    expect(first.body).toBe(snippet.code);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/snippets/${snippet.slug}/raw/c/rawCard/nope.js`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(SNIPPET.fileNotFound);
  });

  it('zips CRM files as a Salesforce DX project where their names say, with their meta XML', async () => {
    const lwc = await post(template('lwc-bundle', 'zipCard'), { category: 'lwc' });
    const unzip = async (slug: string) => {
      const response = await t.app.inject({ method: 'GET', url: `/snippets/${slug}/download` });
      expect(response.statusCode).toBe(200);
      return Object.fromEntries(
        Object.entries(unzipSync(new Uint8Array(response.rawPayload))).map(([path, bytes]) => [
          path,
          strFromU8(bytes),
        ]),
      );
    };
    const bundle = await unzip(lwc.slug);
    const root = `${lwc.slug}/force-app/main/default/lwc/zipCard`;
    expect(
      Object.keys(bundle)
        .filter((path) => path.startsWith(root))
        .sort(),
    ).toEqual(
      ['zipCard.css', 'zipCard.html', 'zipCard.js', 'zipCard.js-meta.xml'].map((name) => `${root}/${name}`),
    );
    expect(bundle[`${root}/zipCard.js-meta.xml`]).toContain(
      `<apiVersion>${SALESFORCE_API_VERSION}</apiVersion>`,
    );

    // A class without its meta file gets one; a page with its controller goes to pages/ and classes/.
    const page = template('visualforce-page-with-controller', 'Zip');
    const vf = await post(
      page.filter((file) => file.name !== 'ZipController.cls-meta.xml'),
      { category: 'visualforce' },
    );
    const tree = await unzip(vf.slug);
    const base = `${vf.slug}/force-app/main/default`;
    expect(tree[`${base}/pages/ZipPage.page`]).toBe(page[0]!.code);
    expect(tree[`${base}/pages/ZipPage.page-meta.xml`]).toBe(page[1]!.code);
    expect(tree[`${base}/classes/ZipController.cls`]).toBe(page[2]!.code);
    expect(tree[`${base}/classes/ZipController.cls-meta.xml`]).toContain('<ApexClass');
    expect(JSON.parse(tree[`${vf.slug}/sfdx-project.json`]!)).toMatchObject({
      sourceApiVersion: SALESFORCE_API_VERSION,
    });
  });

  it('forks every file', async () => {
    const files = template('aura-bundle', 'forkedPanel');
    const original = await post(files, { category: 'lwc' });
    const other = (await buildSignedInUser(t)).token;
    const response = await t.injectAs(other, { method: 'POST', url: `/api/snippets/${original.slug}/fork` });
    expect(response.statusCode).toBe(201);
    expect(snippetDetailSchema.parse(body(response).snippet).files).toEqual(files);
  });

  it('finds a snippet by a word only its second file uses', async () => {
    const word = `Zq${Date.now()}`;
    const files = template('apex-class-with-test', 'Searched');
    files[2] = { ...files[2]!, code: `${files[2]!.code}\n// ${word}\n` };
    const snippet = await post(files);
    const found = snippetListResponseSchema.parse(
      body(await t.app.inject({ method: 'GET', url: `/api/snippets?search=${word}` })),
    );
    expect(found.snippets.map((card) => card._id)).toEqual([snippet._id]);
  });

  it('filters browse to snippets with an Apex class and its test class', async () => {
    const tag = `tested${Date.now()}`;
    const tested = await post(template('apex-class-with-test', 'Filtered'), { tags: [tag] });
    await post([template('apex-class-with-test', 'Untested')[0]!], { tags: [tag] });
    const list = snippetListResponseSchema.parse(
      body(await t.app.inject({ method: 'GET', url: `/api/snippets?tag=${tag}&hasTestClass=true` })),
    );
    expect(list.snippets.map((card) => card._id)).toEqual([tested._id]);
    expect(list.totalSnippets).toBe(1);
    const all = await t.app.inject({ method: 'GET', url: `/api/snippets?tag=${tag}&hasTestClass=false` });
    expect(snippetListResponseSchema.parse(body(all)).totalSnippets).toBe(2);
  });
});
