import { SNIPPET } from '@cloud-snippets/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnippet, buildUser } from '../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { SALESFORCE_API_VERSION } from '@cloud-snippets/contract/project-layout';

const SITE = 'https://snippets.example.com';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: SITE });
});
afterAll(async () => {
  await t.close();
});

const download = (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/snippets/${slug}/download`, headers });
const unzip = (body: Buffer) =>
  Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(body))).map(([path, bytes]) => [path, strFromU8(bytes)]),
  );

describe('GET /snippets/{slug}/download', () => {
  it('gives an Apex class as a Salesforce DX project, in one folder, with its meta XML', async () => {
    const author = await buildUser(t.db, { username: 'zip_author' });
    const code = 'public with sharing class InvoiceService {\n  public static void run() {}\n}\n';
    const snippet = await buildSnippet(t.db, author.id, {
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      code,
    });
    const response = await download(snippet.slug);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${snippet.slug}.zip"`);
    const files = unzip(response.rawPayload);
    const root = snippet.slug;
    expect(Object.keys(files).sort()).toEqual(
      [
        `${root}/.forceignore`,
        `${root}/README.md`,
        `${root}/force-app/main/default/classes/InvoiceService.cls`,
        `${root}/force-app/main/default/classes/InvoiceService.cls-meta.xml`,
        `${root}/sfdx-project.json`,
      ].sort(),
    );
    expect(files[`${root}/force-app/main/default/classes/InvoiceService.cls`]).toBe(code);
    expect(files[`${root}/force-app/main/default/classes/InvoiceService.cls-meta.xml`]).toContain(
      `<apiVersion>${SALESFORCE_API_VERSION}</apiVersion>`,
    );
    expect(JSON.parse(files[`${root}/sfdx-project.json`]!)).toMatchObject({
      packageDirectories: [{ path: 'force-app', default: true }],
      sourceApiVersion: SALESFORCE_API_VERSION,
    });
    expect(files[`${root}/README.md`]).toContain(`By zip_author on Cloud Snippets: ${SITE}/snippets/${root}`);

    // The same snippet, the same bytes: a repeat is a 304.
    const again = await download(snippet.slug, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('places the files a member named the SFDX way or flat by what they are, and names them in the README', async () => {
    const author = await buildUser(t.db);
    const js =
      "import { LightningElement } from 'lwc';\nexport default class Hello extends LightningElement {}\n";
    const snippet = await buildSnippet(t.db, author.id, {
      platform: 'crm',
      category: 'lwc',
      files: [
        { name: 'hello.js', language: 'javascript', code: js },
        { name: 'hello.html', language: 'html', code: '<template></template>\n' },
        { name: '__tests__/hello.test.js', language: 'javascript', code: "import Hello from 'c/hello';\n" },
        { name: 'classes/HelloController.cls', language: 'apex', code: 'public class HelloController {}\n' },
      ],
    });
    const files = unzip((await download(snippet.slug)).rawPayload);
    const root = `${snippet.slug}/force-app/main/default`;
    expect(Object.keys(files).sort()).toEqual(
      [
        `${snippet.slug}/.forceignore`,
        `${snippet.slug}/README.md`,
        `${snippet.slug}/sfdx-project.json`,
        `${root}/classes/HelloController.cls`,
        `${root}/classes/HelloController.cls-meta.xml`,
        `${root}/lwc/hello/__tests__/hello.test.js`,
        `${root}/lwc/hello/hello.html`,
        `${root}/lwc/hello/hello.js`,
        `${root}/lwc/hello/hello.js-meta.xml`,
      ].sort(),
    );
    expect(files[`${snippet.slug}/README.md`]).toContain(
      '- ApexClass: HelloController\n- LightningComponentBundle: hello\n',
    );
  });

  it('makes an unnamed LWC stylesheet its bundle’s, by the snippet’s category', async () => {
    const author = await buildUser(t.db);
    const snippet = await buildSnippet(t.db, author.id, {
      title: 'Zebra rows',
      platform: 'crm',
      category: 'lwc',
      codeLanguage: 'css',
      code: '.row:nth-child(odd) { background: #f3f3f3; }\n',
    });
    const files = unzip((await download(snippet.slug)).rawPayload);
    expect(Object.keys(files)).toContain(
      `${snippet.slug}/force-app/main/default/lwc/zebraRows/zebraRows.css`,
    );
  });

  it('gives Marketing Cloud code as a folder with a README, and 404 for a missing snippet', async () => {
    const author = await buildUser(t.db);
    const snippet = await buildSnippet(t.db, author.id, {
      platform: 'sfmc',
      category: 'automation',
      codeLanguage: 'sql',
      code: 'SELECT SubscriberKey FROM _Subscribers',
    });
    const files = unzip((await download(snippet.slug)).rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      `${snippet.slug}/README.md`,
      `${snippet.slug}/${snippet.slug}.sql`,
    ]);
    expect(files[`${snippet.slug}/README.md`]).toContain('Query Activity in Automation Studio');
    const missing = await download('no-such-snippet');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(SNIPPET.notFound);
  });
});
