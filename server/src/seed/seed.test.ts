import { passwordField } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { readContentVersion } from '../db/content-version.js';
import { counterDrift } from '../db/counters.js';
import { seedComments, seedSnippets } from './data/index.js';
import { selectRows } from '../db/rows.js';
import { usersRepository } from '../repositories/users/users.repository.js';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo-members.js';
import { describeSeed, seedIfEmpty, type SeededCommunity } from './index.js';
import { generateStrongPassword } from './users.js';
import { DEMO_REVISED_SNIPPETS, DEMO_REVISION_NOTE, withoutCommentLines } from './revisions.js';
import { DEMO_FILES_SNIPPET } from './files.js';

// The full demo seed is the slow part of this file (avatars, 100-odd snippets, their discussions): it runs once,
// in the hook, and the tests below read what it made. Variants get a database of their own.
let t: TestApp;
let seeded: SeededCommunity | null;
beforeAll(async () => {
  t = await buildTestApp();
  seeded = await seedIfEmpty(t.db, t.config, t.app.passwords);
});
afterAll(async () => {
  await t.close();
});

const login = (identifier: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

describe('demo seed', () => {
  it('moves the content version on, so running servers render their pages again', async () => {
    expect(await readContentVersion(t.db)).toBeGreaterThan(0);
  });

  it('creates the admin with a generated password and the demo members, once', async () => {
    expect(seeded).not.toBeNull();
    if (!seeded) return;
    expect(seeded.admin.user).toMatchObject({ username: 'admin', role: 'admin' });
    expect(seeded.admin.isGenerated).toBe(true);
    expect(seeded.members.map((member) => member.username)).toEqual(
      DEMO_MEMBERS.map((member) => member.username),
    );
    expect(
      seeded.members.every(
        (member) => member.role === 'user' && member.bio && member.company && member.website,
      ),
    ).toBe(true);

    expect((await login('admin', seeded.admin.password)).statusCode).toBe(200);
    expect((await login(DEMO_MEMBERS[0]?.email ?? '', DEMO_PASSWORD)).statusCode).toBe(200);

    const printed = describeSeed(seeded).join('\n');
    expect(printed).toContain(seeded.admin.password);
    expect(printed).toContain(DEMO_PASSWORD);

    expect(await seedIfEmpty(t.db, t.config, t.app.passwords)).toBeNull();
    expect(await usersRepository(t.db).count()).toBe(1 + DEMO_MEMBERS.length);
  });

  it('never seeds a database that already has members', async () => {
    const other = await buildTestApp();
    try {
      await usersRepository(other.db).insert({
        username: 'first',
        email: 'first@example.com',
        passwordHash: 'x',
      });
      expect(await seedIfEmpty(other.db, other.config, other.app.passwords)).toBeNull();
      expect(await usersRepository(other.db).count()).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('seeds only the admin, with ADMIN_PASSWORD, when SEED_DEMO is false', async () => {
    const other = await buildTestApp();
    try {
      const config = {
        ...other.config,
        seed: { demo: false, admin: { username: 'Boss', email: 'boss@example.com', password: 'Boss#Pass1' } },
      };
      const seeded = await seedIfEmpty(other.db, config, other.app.passwords);
      expect(seeded?.members).toEqual([]);
      expect(seeded?.admin).toMatchObject({ password: 'Boss#Pass1', isGenerated: false });
      expect(describeSeed(seeded!).join('\n')).not.toContain('Boss#Pass1');
      expect(await usersRepository(other.db).count()).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('has the eight members the demo content refers to by position', async () => {
    const { seedSnippets, seedComments } = await import('./data/index.js');
    expect(DEMO_MEMBERS).toHaveLength(8);
    const indexes = [...seedSnippets, ...seedComments].map((item) => item.authorIndex);
    expect(indexes.every((index) => DEMO_MEMBERS[index] !== undefined)).toBe(true);
  });

  it('generates passwords that pass the password rules', () => {
    const generated = Array.from({ length: 50 }, generateStrongPassword);
    expect(
      generated.every((password) => passwordField.safeParse(password).success && password.length === 20),
    ).toBe(true);
    expect(new Set(generated).size).toBe(50);
  });
});

describe('demo snippets', () => {
  it('shows what snippets touch, which still work, gives authors a bell and moderators a queue', async () => {
    const [row] = await selectRows<{
      stated: number;
      writes: number;
      prerequisites: number;
      verified: number;
      outdated: number;
      notified: number;
      reported: number;
      hidden: number;
    }>(
      t.db,
      sql`select
        (select count(*)::int from snippets where cardinality(runs_in) > 0) as stated,
        (select count(*)::int from snippets where effects && array['writes', 'deletes']) as writes,
        (select count(*)::int from snippets where jsonb_array_length(prerequisites) > 0) as prerequisites,
        (select count(*)::int from snippets where verified_api is not null) as verified,
        (select count(*)::int from snippets where outdated_count > 0) as outdated,
        (select count(distinct recipient_id)::int from notifications) as notified,
        (select count(distinct (target_kind, target_id))::int from reports where resolved_at is null) as reported,
        (select count(*)::int from snippets where not listed and visibility = 'public') as hidden`,
    );
    expect(row!.stated).toBeGreaterThan(seedSnippets.length / 2);
    expect(row!.writes).toBeGreaterThan(5);
    expect(row!.prerequisites).toBeGreaterThan(10);
    expect(row!.verified).toBeGreaterThan(10);
    expect(row!.outdated).toBe(3);
    expect(row!.notified).toBeGreaterThan(3);
    // An admin's first visit to the moderation queue finds work, and the reports hid nothing on their own.
    expect([row!.reported, row!.hidden]).toEqual([3, 0]);
    expect(await counterDrift(t.db)).toEqual([]);
  });

  it('fills the community with every seed snippet and discussion, reactions, featured picks and consistent counters', async () => {
    // How long seeding takes is measured by `npm start`'s log, not asserted here: a timing check fails on a
    // loaded CI machine without telling anything about the code.
    expect(seeded?.snippetCount).toBe(seedSnippets.length);
    expect(await counterDrift(t.db)).toEqual([]);

    // Some edited snippets show their edit: two revisions, the first without the comments the second added.
    const slugs = (
      await selectRows<{ slug: string }>(
        t.db,
        sql`select slug from snippets where revision_count = 2 order by created_at`,
      )
    ).map((row) => row.slug);
    expect(slugs).toHaveLength(DEMO_REVISED_SNIPPETS);
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/snippets/${slugs[0]}/revisions` })
    ).json();
    expect(history.revisions.map((r: { note: string }) => r.note)).toEqual([DEMO_REVISION_NOTE, '']);
    const first = (
      await t.app.inject({ method: 'GET', url: `/api/snippets/${slugs[0]}/revisions/1` })
    ).json();
    const current = (await t.app.inject({ method: 'GET', url: `/api/snippets/${slugs[0]}` })).json();
    expect(first.revision.code.length).toBeLessThan(current.snippet.code.length);

    // Snippets of several files: an Apex class with its meta XML and its test class; two classes, each with a test
    // class that names it (decision 057).
    const tested = (await t.app.inject({ method: 'GET', url: '/api/snippets?hasTestClass=true' })).json();
    expect(
      tested.snippets.map((s: { title: string; fileCount: number }) => [s.title, s.fileCount]).sort(),
    ).toEqual([
      [DEMO_FILES_SNIPPET, 4],
      ['HttpCalloutMock That Routes by Endpoint and Method', 2],
      ['Test Class with @TestSetup and a Reusable Data Factory', 2],
    ]);
    // Every demo Apex and SOQL file parses.
    const [parses] = await selectRows<{ apex: number; soql: number; errors: number }>(
      t.db,
      sql`select count(*) filter (where apex_syntax_errors = 0)::int as apex,
        count(*) filter (where soql_syntax_errors = 0)::int as soql,
        count(*) filter (where apex_syntax_errors > 0 or soql_syntax_errors > 0)::int as errors from snippets`,
    );
    expect(parses).toEqual({ apex: expect.any(Number), soql: 5, errors: 0 });
    expect(parses!.apex).toBeGreaterThan(30);

    const list = (await t.app.inject({ method: 'GET', url: '/api/snippets?limit=50' })).json();
    expect(list.totalSnippets).toBe(seedSnippets.length);
    expect(
      new Set(list.snippets.map((s: { author: { username: string } }) => s.author.username)).size,
    ).toBeGreaterThan(3);
    const featured = (await t.app.inject({ method: 'GET', url: '/api/snippets/featured' })).json();
    expect(featured.snippets.filter((s: { isFeatured: boolean }) => s.isFeatured)).toHaveLength(6);
    const popular = (await t.app.inject({ method: 'GET', url: '/api/snippets/popular?limit=1' })).json();
    expect(popular.snippets[0].likeCount).toBeGreaterThan(2);
    expect(popular.snippets[0].viewCount).toBeGreaterThan(popular.snippets[0].likeCount);
    const dates = list.snippets.map((s: { createdAt: string }) => Date.parse(s.createdAt));
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(30 * 86_400_000);
    for (const platform of ['sfmc', 'crm']) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/snippets?platform=${platform}` })).json()
          .totalSnippets,
      ).toBeGreaterThan(20);
    }
    const search = (await t.app.inject({ method: 'GET', url: '/api/snippets?search=LookupRows' })).json();
    expect(search.totalSnippets).toBeGreaterThan(0);

    // Demo discussions: every seed thread and reply, on its snippet, after it, with reactions.
    const replyCount = seedComments.reduce((sum, thread) => sum + (thread.replies?.length ?? 0), 0);
    expect(seeded?.commentCount).toBe(seedComments.length + replyCount);
    expect(describeSeed(seeded!).join('\n')).toContain(`${seeded?.commentCount} comments and replies`);
    const [stats] = await selectRows<{ late: number; reactions: number; discussed: number; total: number }>(
      t.db,
      sql`select
        (select count(*)::int from comments c join snippets s on s.id = c.snippet_id
          where c.created_at <= s.created_at or c.created_at > now()
            or (c.parent_id is not null and c.created_at < (select p.created_at from comments p where p.id = c.parent_id))) as late,
        (select count(*)::int from comment_reactions) as reactions,
        (select count(*)::int from snippets where comment_count > 0) as discussed,
        (select sum(comment_count)::int from snippets) as total`,
    );
    expect(stats).toMatchObject({ late: 0, total: seeded?.commentCount });
    expect(stats?.reactions).toBeGreaterThan(seedComments.length);
    expect(stats?.discussed).toBeGreaterThan(20);
    const firstThread = seedComments[0];
    const discussed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/snippets?search=${encodeURIComponent(firstThread?.snippetTitle ?? '')}&limit=1`,
      })
    ).json();
    const thread = (
      await t.app.inject({
        method: 'GET',
        url: `/api/comments/snippet/${discussed.snippets[0].slug}`,
      })
    ).json();
    expect(thread.totalComments).toBeGreaterThan(0);
    expect(thread.comments.map((c: { content: string }) => c.content)).toContain(firstThread?.content);
  });
});

describe('withoutCommentLines', () => {
  it('drops whole-line comments, block comments with all their lines, and keeps comments after code', () => {
    const code = [
      '%%[',
      '/* Coupon pool columns:',
      '   CouponCode, IsClaimed */',
      'SET @row = ClaimRow("Pool", "IsClaimed") /* kept */',
      '// a line comment',
      '  -- a SQL comment',
      '<!-- an HTML',
      'comment -->',
      ']%%',
    ].join('\n');
    expect(withoutCommentLines(code)).toBe('%%[\nSET @row = ClaimRow("Pool", "IsClaimed") /* kept */\n]%%');
  });
});
