import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { recountAll } from '../db/counters.js';
import { seedSnippets } from './data/index.js';

export interface BulkOptions {
  snippets: number;
  members: number;
  /** Reactions and saves together (about 70% reactions, 30% saves); views are added at half this number. */
  reactions: number;
  /** One argon2 hash every generated member shares. */
  passwordHash: string;
  log?: (line: string) => void;
}

const BATCH = 10_000;
const TITLE_PREFIXES = [
  '',
  '',
  '',
  'Reusable ',
  'Simple ',
  'Production-Ready ',
  'Quick ',
  'Improved ',
  'Minimal ',
  'Robust ',
  'Bulk-Safe ',
  'Tested ',
];
const TITLE_SUFFIXES = [
  '',
  '',
  '',
  ' (v2)',
  ' for Journeys',
  ' with Error Handling',
  ' Revisited',
  ' for Large Data Sets',
  ' with Logging',
  ' Explained',
  ' in Practice',
  ' for Multi-Org Setups',
];
const EXTRA_SENTENCES = [
  '',
  ' Tested in a sandbox with realistic volumes before going live.',
  ' Adapted from a client project; names have been changed.',
  ' Works with the latest release; older orgs may need small tweaks.',
  ' Comments welcome if you find an edge case.',
  ' Keep an eye on limits when you scale it up.',
];
const EXTRA_TAGS = [
  'best-practice',
  'performance',
  'beginner',
  'reusable',
  'debugging',
  'security',
  'testing',
  'data',
  'ui',
  'automation',
  'governor-limits',
  'personalization',
];

/** values[index] (zero-based) inside SQL, the list sent as one JSON parameter. */
const pick = (values: readonly string[], index: SQL) =>
  sql`(${JSON.stringify(values)}::json ->> (${index})::int)`;

/**
 * The benchmark's data set, generated in PostgreSQL with multi-row INSERT … SELECT over generate_series (never row
 * by row): members sharing one password hash, snippets varied from the demo content (prefixes, suffixes, extra
 * sentences and tags, spread over two years and skewed towards prolific authors), reactions, saves and views skewed
 * towards popular snippets, then every counter set from the rows. One transaction; the caller VACUUMs and
 * ANALYZEs afterwards.
 */
export async function generateBulkData(db: Database, options: BulkOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const run = randomBytes(3).toString('hex');
  const reactionRows = Math.round(options.reactions * 0.7);
  const saveRows = options.reactions - reactionRows;
  const viewRows = Math.round(options.reactions / 2);
  const templates = seedSnippets.map(({ authorIndex: _authorIndex, ...template }) => template);

  await db.transaction(async (tx) => {
    let started = performance.now();
    const step = (label: string) => {
      log(`${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      started = performance.now();
    };

    for (let from = 1; from <= options.members; from += BATCH) {
      const to = Math.min(options.members, from + BATCH - 1);
      await tx.execute(sql`
        insert into users (username, email, password_hash, bio, company, job_title, location, created_at)
        select 'dev_' || ${run} || '_' || g, 'dev.' || ${run} || '.' || g || '@bulk.example.com', ${options.passwordHash},
          'Salesforce developer #' || g || '.', (array['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne'])[1 + g % 6],
          (array['Developer', 'Architect', 'Consultant', 'Admin'])[1 + g % 4], (array['London', 'Berlin', 'Austin', 'Pune', 'Sydney'])[1 + g % 5],
          now() - random() * interval '900 days'
        from generate_series(${from}::int, ${to}::int) g`);
    }
    step(`${options.members} members`);

    await tx.execute(sql`
      create temp table bulk_templates on commit drop as
      select row_number() over () - 1 as n, t.* from json_to_recordset(${JSON.stringify(templates)}::json)
        as t(title text, platform text, category text, "codeLanguage" text, description text, code text, tags text[])`);
    await tx.execute(sql`
      create temp table bulk_authors on commit drop as
      select row_number() over (order by md5(id::text)) as n, id from users`);
    await tx.execute(sql`create index on bulk_authors (n)`);
    for (let from = 1; from <= options.snippets; from += BATCH) {
      const to = Math.min(options.snippets, from + BATCH - 1);
      await tx.execute(sql`
        with picks as materialized (
          select g, (g * 7 + (g / 97)) % ${templates.length} as template,
            1 + floor(power(random(), 2.5) * (select count(*) from bulk_authors))::int as author,
            random() as r1, random() as r2, random() as r3, random() as r4, random() as age
          from generate_series(${from}::int, ${to}::int) g),
        shaped as (
          select p.g, t.*, a.id as author_id,
            left(${pick(TITLE_PREFIXES, sql`floor(p.r1 * ${TITLE_PREFIXES.length})`)} || t.title
              || ${pick(TITLE_SUFFIXES, sql`floor(p.r2 * ${TITLE_SUFFIXES.length})`)}, 120) as new_title,
            now() - power(p.age, 1.4) * interval '730 days' as created
          from picks p join bulk_templates t on t.n = p.template join bulk_authors a on a.n = p.author)
        insert into snippets (slug, title, description, code, platform, category, code_language, tags, author_id, created_at, updated_at)
        select
          trim(both '-' from left(regexp_replace(lower(new_title), '[^a-z0-9]+', '-', 'g'), 70)) || '-' || ${run} || to_hex(g),
          new_title,
          description || ${pick(EXTRA_SENTENCES, sql`g % ${EXTRA_SENTENCES.length}`)},
          code || case "codeLanguage" when 'html' then E'\n<!-- rev ' || g || E' -->\n' when 'css' then E'\n/* rev ' || g || E' */\n'
            when 'sql' then E'\n-- rev ' || g || E'\n' when 'ampscript' then E'\n%%[ /* rev ' || g || E' */ ]%%\n' else E'\n// rev ' || g || E'\n' end,
          platform, category, "codeLanguage",
          array(select distinct unnest(tags || array[${pick(EXTRA_TAGS, sql`g % ${EXTRA_TAGS.length}`)}])),
          author_id, created, created + (case when g % 4 = 0 then random() * interval '30 days' else interval '0' end)
        from shaped`);
      log(`  snippets ${to}/${options.snippets}`);
    }
    step(`${options.snippets} snippets`);

    await tx.execute(sql`
      create temp table bulk_snippets on commit drop as
      select row_number() over (order by md5(id::text)) as n, id, created_at from snippets`);
    await tx.execute(sql`create index on bulk_snippets (n)`);
    const pairs = (rows: number) => sql`
      select s.id as snippet_id, u.id as user_id, x.r, greatest(s.created_at, now() - x.r * interval '700 days') as at
      from (select 1 + floor(power(random(), 2.2) * (select count(*) from bulk_snippets))::int as sn,
                   1 + floor(random() * (select count(*) from bulk_authors))::int as un, random() as r
            from generate_series(1, ${rows}::int)) x
      join bulk_snippets s on s.n = x.sn join bulk_authors u on u.n = x.un`;
    for (let done = 0; done < reactionRows; done += BATCH * 5) {
      await tx.execute(sql`
        insert into snippet_reactions (snippet_id, user_id, kind, created_at)
        select snippet_id, user_id, case when r < 0.9 then 'like' else 'dislike' end, at from (${pairs(Math.min(BATCH * 5, reactionRows - done))}) p
        on conflict do nothing`);
    }
    step(`~${reactionRows} reactions`);
    for (let done = 0; done < saveRows; done += BATCH * 5) {
      await tx.execute(sql`
        insert into snippet_saves (user_id, snippet_id, created_at)
        select user_id, snippet_id, at from (${pairs(Math.min(BATCH * 5, saveRows - done))}) p on conflict do nothing`);
    }
    step(`~${saveRows} saves`);
    for (let done = 0; done < viewRows; done += BATCH * 5) {
      await tx.execute(sql`
        insert into snippet_views (snippet_id, viewer_key, day)
        select snippet_id, 'u:' || user_id, at::date from (${pairs(Math.min(BATCH * 5, viewRows - done))}) p on conflict do nothing`);
    }
    step(`~${viewRows} views`);

    await recountAll(tx);
    step('counters');
  });
}
