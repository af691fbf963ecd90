import { scanSecrets } from '@cloud-snippets/checks';
import {
  SECRETS,
  snippetDetailSchema,
  snippetListResponseSchema,
  type SnippetDetail,
} from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, validSnippetInput } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { selectRows } from '../../../db/rows.js';
import { recheckStaleSnippets } from '../../../repositories/snippets/recheck.js';

/** The code checks stored with a snippet, and the secrets refused before anything is stored. */
let t: TestApp;
let token = '';
beforeAll(async () => {
  // The server's way: Apex parsed in a checking process of its own (decision 062).
  t = await buildTestApp({ codeCheckProcesses: 1 });
  token = (await buildSignedInUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

const SSJS = { platform: 'sfmc', category: 'scripting', codeLanguage: 'ssjs' };
const AMPSCRIPT = { platform: 'sfmc', category: 'email', codeLanguage: 'ampscript' };
/** A real-shaped, made-up Marketing Cloud installed-package secret, on line 3. */
const WITH_SECRET = [
  '<script runat="server">',
  'var clientId = "YOUR_CLIENT_ID";',
  'var client_secret = "Qx7Lm2Pz9Rk4Tb8Vn3Wc6Yd1";',
  '</script>',
].join('\n');

const post = (overrides: Record<string, unknown>) =>
  t.injectAs(token, { method: 'POST', url: '/api/snippets', payload: validSnippetInput(overrides) });

async function created(overrides: Record<string, unknown>): Promise<SnippetDetail> {
  const response = await post(overrides);
  expect(response.statusCode, response.body).toBe(201);
  return snippetDetailSchema.parse(body(response).snippet);
}

const snippetCount = async () =>
  Number((await selectRows<{ n: number }>(t.db, sql`select count(*)::int as n from snippets`))[0]!.n);

describe('the code checks of a saved snippet', () => {
  it('marks SSJS with `let` as not SSJS-safe, naming the line, and safe once fixed', async () => {
    const snippet = await created({ ...SSJS, code: 'var a = 1;\nlet total = 0;\nWrite(total);' });
    expect(snippet.ssjsSafe).toBe(false);
    expect(snippet.ampscriptParses).toBeNull();
    expect(snippet.checks).toContainEqual(
      expect.objectContaining({ file: 0, rule: 'ssjs/let-const', severity: 'error', line: 2, column: 1 }),
    );
    const edited = await t.injectAs(token, {
      method: 'PUT',
      url: `/api/snippets/${snippet.slug}`,
      payload: validSnippetInput({ ...SSJS, title: snippet.title, code: 'var total = 0;\nWrite(total);' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = snippetDetailSchema.parse(body(edited).snippet);
    expect(after.ssjsSafe).toBe(true);
    expect(after.checks.filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  it('marks AMPscript that parses, and AMPscript that does not', async () => {
    const good = await created({ ...AMPSCRIPT, code: '%%[ SET @name = AttributeValue("FirstName") ]%%' });
    expect(good.ampscriptParses).toBe(true);
    expect(good.ssjsSafe).toBeNull();
    const bad = await created({ ...AMPSCRIPT, code: '%%[\nIF @a == 1 THEN\nSET @b = 2\n]%%' });
    expect(bad.ampscriptParses).toBe(false);
    expect(bad.checks.map((finding) => finding.rule)).toContain('ampscript/if-without-endif');
  });

  it('leaves the SSJS and AMPscript marks empty for Apex, and marks the Apex that parses', async () => {
    const apex = await created({});
    expect([apex.ssjsSafe, apex.ampscriptParses, apex.checks]).toEqual([null, null, []]);
    expect([apex.apexSyntaxErrors, apex.soqlSyntaxErrors]).toEqual([0, null]);
  });

  it('saves Apex and SOQL that do not parse, with each syntax error at its line and column', async () => {
    const apex = await created({
      files: [
        {
          name: 'Broken.cls',
          language: 'apex',
          code: 'public class Broken {\n    void m() {\n        Integer x = 1\n    }\n}\n',
        },
        { name: 'Other.cls', language: 'apex', code: 'public class A {}\npublic class B {}\n' },
        { name: 'open.soql', language: 'soql', code: '-- open cases\nSELECT Id FROM Case\n' },
      ],
    });
    expect([apex.apexSyntaxErrors, apex.soqlSyntaxErrors]).toEqual([2, 1]);
    expect(apex.checks.map(({ file, rule, line, column }) => `${file} ${rule} ${line}:${column}`)).toEqual([
      '0 apex/syntax 3:22',
      '1 apex/one-top-level-type 2:1',
      '2 soql/syntax 1:1',
    ]);
    const { snippets } = snippetListResponseSchema.parse(
      body(await t.app.inject({ url: '/api/snippets?limit=50' })),
    );
    expect(snippets.find((snippet) => snippet.slug === apex.slug)).toMatchObject({
      apexSyntaxErrors: 2,
      soqlSyntaxErrors: 1,
    });
  });

  it('has a test class only when the test class names the class it tests', async () => {
    const service = {
      name: 'AccountService.cls',
      language: 'apex',
      code: 'public class AccountService {}\n',
    };
    const testOf = (body: string) => ({
      name: 'AccountServiceTest.cls',
      language: 'apex',
      code: `@IsTest\nprivate class AccountServiceTest {\n    @IsTest\n    static void t() {\n        ${body}\n    }\n}\n`,
    });
    const named = await created({ files: [service, testOf('AccountService s = new AccountService();')] });
    expect(named.hasTestClass).toBe(true);
    const onlyInAComment = await created({
      files: [service, testOf('// AccountService is tested elsewhere')],
    });
    expect(onlyInAComment.hasTestClass).toBe(false);
  });

  it('filters browse by SSJS-safe (?ssjsSafe=true) and shows the marks on cards', async () => {
    const safe = await created({ ...SSJS, code: 'var ok = 1;' });
    const unsafe = await created({ ...SSJS, code: 'const no = () => 1;' });
    const response = await t.app.inject({ url: '/api/snippets?ssjsSafe=true' });
    const { snippets } = snippetListResponseSchema.parse(body(response));
    const slugs = snippets.map((snippet) => snippet.slug);
    expect(slugs).toContain(safe.slug);
    expect(slugs).not.toContain(unsafe.slug);
    expect(snippets.every((snippet) => snippet.ssjsSafe === true)).toBe(true);
    expect((await t.app.inject({ url: '/api/snippets?ssjsSafe=maybe' })).statusCode).toBe(400);
  });

  it('checks again, keeping updated_at, a snippet stored before the checks (or under older rules)', async () => {
    const snippet = await created({ ...SSJS, code: 'let stale = 1;' });
    await t.db.execute(sql`update snippets set ssjs_safe = null, check_findings = '[]', checks_version = 0
      where id = ${snippet._id}::uuid`);
    expect(await recheckStaleSnippets(t.db)).toBeGreaterThanOrEqual(1);
    const [row] = await selectRows<{ ssjsSafe: boolean; updatedAt: Date; rules: string[] }>(
      t.db,
      sql`select ssjs_safe as "ssjsSafe", updated_at as "updatedAt",
        array(select f->>'rule' from jsonb_array_elements(check_findings) f) as rules
        from snippets where id = ${snippet._id}::uuid`,
    );
    expect(row).toMatchObject({ ssjsSafe: false, rules: ['ssjs/let-const'] });
    expect(new Date(row!.updatedAt).toISOString()).toBe(snippet.updatedAt);
    expect(await recheckStaleSnippets(t.db)).toBe(0);
    // Apex is checked again too (decision 057): a snippet stored before its check gets its mark.
    const apex = await created({});
    await t.db.execute(sql`update snippets set apex_syntax_errors = null, checks_version = 0
      where id = ${apex._id}::uuid`);
    // Through the app's checker, as the server does at start: the parse runs in its worker process.
    expect(await recheckStaleSnippets(t.db, t.app.codeChecker)).toBe(1);
    const [apexRow] = await selectRows<{ errors: number | null }>(
      t.db,
      sql`select apex_syntax_errors as errors from snippets where id = ${apex._id}::uuid`,
    );
    expect(apexRow!.errors).toBe(0);
    // A one-file CSS snippet has nothing to check: an old version of the rules is no reason to rewrite it.
    const css = await created({
      platform: 'sfmc',
      category: 'email',
      codeLanguage: 'css',
      code: '.a { color: red; }',
    });
    await t.db.execute(sql`update snippets set checks_version = 0 where id = ${css._id}::uuid`);
    expect(await recheckStaleSnippets(t.db)).toBe(0);
  });
});

describe('secrets are refused before anything is stored', () => {
  it('refuses a snippet with a client secret, naming its line and kind', async () => {
    const before = await snippetCount();
    const response = await post({ ...SSJS, code: WITH_SECRET });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      message: SECRETS.snippetRefused,
      errors: [{ field: 'code', error: 'Line 3 looks like a Marketing Cloud client secret' }],
    });
    expect(await snippetCount()).toBe(before);
  });

  it('names the file of a multi-file snippet, and scans the title and description', async () => {
    const {
      code: _code,
      codeLanguage: _language,
      ...input
    } = validSnippetInput({
      ...SSJS,
      description: `Uses ${'AKIA'}Z7QX4M2KPL9RW3TB to read the bucket.`,
    });
    const response = await t.injectAs(token, {
      method: 'POST',
      url: '/api/snippets',
      payload: {
        ...input,
        files: [
          { name: 'main.ssjs', language: 'ssjs', code: 'var ok = 1;' },
          { name: 'auth.ssjs', language: 'ssjs', code: WITH_SECRET },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    const fields = body<{ errors: { field: string }[] }>(response).errors.map((error) => error.field);
    expect(fields).toEqual(['description', 'files.1.code']);
  });

  it('publishes a finding its author marked as a placeholder, keeps it marked on edits, and records it', async () => {
    const [finding] = await scanSecrets(WITH_SECRET);
    expect(finding?.kind).toBe('a Marketing Cloud client secret');
    const snippet = await created({ ...SSJS, code: WITH_SECRET, allowedSecrets: [finding!.fingerprint] });
    // Another value is another finding: refused, and the snippet is as it was.
    const other = await t.injectAs(token, {
      method: 'PUT',
      url: `/api/snippets/${snippet.slug}`,
      payload: validSnippetInput({
        ...SSJS,
        title: snippet.title,
        code: WITH_SECRET.replace('Qx7Lm2Pz9Rk4Tb8Vn3Wc6Yd1', 'Hd8Kq3Vz7Tm2Lp9Xw4Rb6Nc5'),
      }),
    });
    expect(other.statusCode).toBe(400);
    // The same value, which its author marked when publishing: still a placeholder, without marking it again.
    const bypassed = await t.injectAs(token, {
      method: 'PUT',
      url: `/api/snippets/${snippet.slug}`,
      payload: validSnippetInput({ ...SSJS, title: snippet.title, code: `${WITH_SECRET}\n` }),
    });
    expect(bypassed.statusCode, bypassed.body).toBe(200);
    // The editor asks which of its findings are kept: the author alone, about this value alone.
    const ask = (asker: string, fingerprints: string[]) =>
      t.injectAs(asker, {
        method: 'POST',
        url: `/api/snippets/${snippet.slug}/kept-placeholders`,
        payload: { fingerprints },
      });
    const kept = await ask(token, [finding!.fingerprint, '0123456789abcdef']);
    expect(body(kept)).toEqual({ kept: [finding!.fingerprint] });
    const stranger = (await buildSignedInUser(t)).token;
    expect((await ask(stranger, [finding!.fingerprint])).statusCode).toBe(403);
    const revisions = await selectRows<{
      number: number;
      bypasses: { kind: string; line: number; fingerprint: string }[];
    }>(
      t.db,
      sql`select number, secret_bypasses as bypasses from snippet_revisions
        where snippet_id = ${snippet._id}::uuid order by number`,
    );
    expect(revisions.map((revision) => revision.number)).toEqual([1, 2]);
    for (const revision of revisions) {
      expect(revision.bypasses).toEqual([
        { kind: 'a Marketing Cloud client secret', file: 0, line: 3, fingerprint: expect.any(String) },
      ]);
      // Keyed with the server's secret: the scanner's fingerprint is not what is stored.
      expect(revision.bypasses[0]!.fingerprint).not.toBe(finding!.fingerprint);
    }
  });

  it('keeps the record of a placeholder when the revision holding it is restored', async () => {
    const [finding] = await scanSecrets(WITH_SECRET);
    const snippet = await created({ ...SSJS, code: WITH_SECRET, allowedSecrets: [finding!.fingerprint] });
    const cleaned = await t.injectAs(token, {
      method: 'PUT',
      url: `/api/snippets/${snippet.slug}`,
      payload: validSnippetInput({ ...SSJS, title: snippet.title, code: 'var clientId = "YOUR_CLIENT_ID";' }),
    });
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    const restored = await t.injectAs(token, {
      method: 'POST',
      url: `/api/snippets/${snippet.slug}/revisions/1/restore`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const kinds = await selectRows<{ number: number; kinds: string[] | null }>(
      t.db,
      sql`select number, (select array_agg(b->>'kind') from jsonb_array_elements(secret_bypasses) b) as kinds
        from snippet_revisions where snippet_id = ${snippet._id}::uuid order by number`,
    );
    expect(kinds).toEqual([
      { number: 1, kinds: ['a Marketing Cloud client secret'] },
      { number: 2, kinds: null },
      { number: 3, kinds: ['a Marketing Cloud client secret'] },
    ]);
  });

  it('refuses an allowedSecrets that is not a list of fingerprints', async () => {
    const response = await post({ allowedSecrets: ['not a fingerprint!'] });
    expect(response.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(response).errors[0]?.field).toBe('allowedSecrets.0');
  });

  it('refuses a comment and a profile field with a secret, naming the field', async () => {
    const snippet = await created({});
    const comment = await t.injectAs(token, {
      method: 'POST',
      url: '/api/comments',
      payload: { snippetId: snippet._id, content: `My token:\n${WITH_SECRET}` },
    });
    expect(comment.statusCode).toBe(400);
    expect(body(comment)).toMatchObject({
      message: SECRETS.textRefused,
      errors: [{ field: 'content', error: 'Line 4 looks like a Marketing Cloud client secret' }],
    });
    const profile = await t.injectAs(token, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { bio: 'Say hi', company: `key ${'AKIA'}Z7QX4M2KPL9RW3TB` },
    });
    expect(profile.statusCode).toBe(400);
    expect(body<{ errors: { field: string }[] }>(profile).errors.map((error) => error.field)).toEqual([
      'company',
    ]);
  });
});
