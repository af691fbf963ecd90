import { SNIPPET, SNIPPET_VALIDATION } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildSnippet, validSnippetInput } from '../../../../test/factories.js';
import { buildTestApp, type TestApp } from '../../../../test/helper.js';
import { selectRows } from '../../../db/rows.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const FIRST = 'line one\nline two\nline three\n';

async function ownSnippet() {
  const { user, token } = await buildSignedInUser(t);
  const snippet = await buildSnippet(t.db, user.id, { code: FIRST });
  const edit = (code: string, revisionNote?: string, as = token, overrides: Record<string, unknown> = {}) =>
    t.injectAs(as, {
      method: 'PUT',
      url: `/api/snippets/${snippet.id}`,
      payload: validSnippetInput({
        code,
        ...(revisionNote === undefined ? {} : { revisionNote }),
        ...overrides,
      }),
    });
  return { snippet, token, edit };
}

const list = (slug: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/snippets/${slug}/revisions${query}` });
const revision = (slug: string, number: number) =>
  t.app.inject({ method: 'GET', url: `/api/snippets/${slug}/revisions/${number}` });

describe('revisions of a snippet', () => {
  it('a snippet never edited is its own only revision', async () => {
    const { snippet } = await ownSnippet();
    const response = await list(snippet.slug);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      revisions: [{ number: 1, note: '', linesAdded: 3, linesRemoved: 0 }],
      totalRevisions: 1,
      currentPage: 1,
      totalPages: 1,
    });
    expect((await revision(snippet.slug, 1)).json().revision.code).toBe(FIRST);
  });

  it('each edit is a revision, newest first, with its note and the lines it added and removed', async () => {
    const { snippet, edit } = await ownSnippet();
    const second = 'line one\nline 2\nline three\nline four\n';
    const third = 'line one\nline four\n';
    expect((await edit(second, 'Renamed the second line\nand added a fourth')).statusCode).toBe(200);
    expect((await edit(third, undefined, undefined, { title: 'Third Title' })).statusCode).toBe(200);

    const { revisions, totalRevisions } = (await list(snippet.slug)).json();
    expect(totalRevisions).toBe(3);
    expect(revisions).toMatchObject([
      { number: 3, note: '', linesAdded: 0, linesRemoved: 2 },
      { number: 2, note: 'Renamed the second line and added a fourth', linesAdded: 2, linesRemoved: 1 },
      { number: 1, note: '', linesAdded: 3, linesRemoved: 0 },
    ]);
    expect((await revision(snippet.slug, 1)).json().revision.code).toBe(FIRST);
    expect((await revision(snippet.slug, 2)).json().revision.code).toBe(second);
    // Each revision keeps its own title, description and tags too.
    expect((await revision(snippet.slug, 3)).json().revision).toMatchObject({
      code: third,
      title: 'Third Title',
    });
    expect((await revision(snippet.slug, 1)).json().revision.title).toBe(snippet.title);
    expect((await revision(snippet.slug, 4)).statusCode).toBe(404);
    expect((await revision(snippet.slug, 4)).json().message).toBe(SNIPPET.revisionNotFound);
    expect((await revision(snippet.slug, 0)).statusCode).toBe(400);
  });

  it('keeps the code whole every 20 revisions and as patches between, and rebuilds any of them', async () => {
    const { snippet, edit } = await ownSnippet();
    const versions = [FIRST];
    for (let n = 2; n <= 25; n++) {
      const code = `${versions.at(-1)}line ${n}\n`.replace(`line ${n - 10}\n`, `line ${n - 10} (edited)\n`);
      expect((await edit(code, `edit ${n}`)).statusCode).toBe(200);
      versions.push(code);
    }
    const whole = await selectRows<{ number: number }>(
      t.db,
      sql`select number from snippet_revisions where snippet_id = ${snippet.id} and code is not null order by number`,
    );
    expect(whole.map((row) => row.number)).toEqual([1, 21]);
    for (const number of [1, 2, 19, 20, 21, 22, 25])
      expect((await revision(snippet.slug, number)).json().revision.code).toBe(versions[number - 1]);
    // A rebuilt revision is kept: read again, it needs none of the patches before it.
    await t.db.execute(
      sql`update snippet_revisions set code_patch = 'not a patch' where snippet_id = ${snippet.id} and number < 20 and code is null`,
    );
    for (const number of [19, 20])
      expect((await revision(snippet.slug, number)).json().revision.code).toBe(versions[number - 1]);
    // Pages of the list.
    const page = (await list(snippet.slug, '?page=2&limit=10')).json();
    expect(page.revisions.map((r: { number: number }) => r.number)).toEqual([
      15, 14, 13, 12, 11, 10, 9, 8, 7, 6,
    ]);
    expect(page.totalPages).toBe(3);
  });

  it('concurrent edits each become a revision of their own', async () => {
    const { snippet, edit } = await ownSnippet();
    const answers = await Promise.all(['a\n', 'b\n', 'c\n'].map((code) => edit(code)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const { revisions, totalRevisions } = (await list(snippet.slug)).json();
    expect(totalRevisions).toBe(4);
    expect(revisions.map((r: { number: number }) => r.number)).toEqual([4, 3, 2, 1]);
    for (const number of [2, 3, 4])
      expect(['a\n', 'b\n', 'c\n']).toContain((await revision(snippet.slug, number)).json().revision.code);
  });

  it("stores no revision for a refused edit: another member's, an invalid one, a note too long", async () => {
    const { snippet, edit } = await ownSnippet();
    const other = await buildSignedInUser(t);
    expect((await edit('theirs\n', undefined, other.token)).statusCode).toBe(403);
    expect((await edit('   ')).statusCode).toBe(400);
    const long = await edit('mine\n', 'x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toContainEqual({
      field: 'revisionNote',
      error: SNIPPET_VALIDATION.revisionNoteTooLong,
    });
    expect((await list(snippet.slug)).json().totalRevisions).toBe(1);
    const rows = await selectRows(
      t.db,
      sql`select 1 from snippet_revisions where snippet_id = ${snippet.id}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('the author restores an earlier revision: a new revision with its content; nobody else may', async () => {
    const { snippet, token, edit } = await ownSnippet();
    expect((await edit('second\n', undefined, token, { title: 'Second Title' })).statusCode).toBe(200);
    const restore = (number: number, as?: string) =>
      as === undefined
        ? t.app.inject({ method: 'POST', url: `/api/snippets/${snippet.slug}/revisions/${number}/restore` })
        : t.injectAs(as, {
            method: 'POST',
            url: `/api/snippets/${snippet.slug}/revisions/${number}/restore`,
          });

    expect((await restore(1)).statusCode).toBe(401);
    const other = await buildSignedInUser(t);
    expect((await restore(1, other.token)).statusCode).toBe(403);
    expect((await restore(9, token)).statusCode).toBe(404);

    const restored = await restore(1, token);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: SNIPPET.revisionRestored,
      snippet: { code: FIRST, title: snippet.title, revisionCount: 3 },
    });
    const { revisions } = (await list(snippet.slug)).json();
    expect(revisions[0]).toMatchObject({
      number: 3,
      note: SNIPPET.revisionRestoredNote(1),
      linesAdded: 3,
      linesRemoved: 1,
    });
    expect((await revision(snippet.slug, 2)).json().revision).toMatchObject({
      code: 'second\n',
      title: 'Second Title',
    });
  });

  it('answers 404 for a snippet that does not exist, and the revisions go with a deleted snippet', async () => {
    expect((await list('no-such-snippet')).statusCode).toBe(404);
    const { snippet, token, edit } = await ownSnippet();
    await edit('changed\n');
    expect(
      (await t.injectAs(token, { method: 'DELETE', url: `/api/snippets/${snippet.id}` })).statusCode,
    ).toBe(200);
    const rows = await selectRows(
      t.db,
      sql`select 1 from snippet_revisions where snippet_id = ${snippet.id}`,
    );
    expect(rows).toHaveLength(0);
  });
});
