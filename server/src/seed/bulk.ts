import { randomBytes } from 'node:crypto';
import { CHECKS_VERSION } from '@cloud-snippets/checks';
import { checksColumns } from '../lib/code-checks/checks-columns.js';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { recountDerived } from '../db/counters.js';
import { selectRows } from '../db/rows.js';
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
 * towards popular snippets. One transaction; the caller VACUUMs and ANALYZEs afterwards.
 *
 * Built for a million snippets in minutes (decision 036): the snippets and their reactions, saves and views are first
 * made in temporary tables, so each snippet is inserted once with its counters already right — an UPDATE of
 * `snippets` would recompute both search vectors of every row (stored generated columns) and write every index
 * again; the secondary indexes of the tables being filled are dropped first and built once at the end (inside the
 * transaction: a failure brings them back with the rollback).
 */
export async function generateBulkData(db: Database, options: BulkOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const run = randomBytes(3).toString('hex');
  const reactionRows = Math.round(options.reactions * 0.7);
  const saveRows = options.reactions - reactionRows;
  const viewRows = Math.round(options.reactions / 2);
  // Each template checked once: its copies only gain a comment at the end (SOQL, which has no comments,
  // blank lines), which changes no finding.
  const templates = seedSnippets.map(({ authorIndex: _authorIndex, ...template }) => {
    const checks = checksColumns([{ name: '', language: template.codeLanguage, code: template.code }]);
    return { ...template, ...checks };
  });

  await db.transaction(async (tx) => {
    const progress = createProgress(log);
    // Index builds sort in memory rather than on disk, and the temporary tables stay in memory; this transaction's
    // settings only (temp_buffers counts before the session's first temporary table).
    await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    await tx.execute(sql`set local work_mem = '128MB'`);
    await tx
      .transaction((savepoint) => savepoint.execute(sql`set local temp_buffers = '256MB'`))
      .catch(() => log('temp_buffers left as it is (this connection has used temporary tables before)'));
    const dropped = await dropSecondaryIndexes(tx, BULK_TABLES);

    await progress.batches(`members`, options.members, BATCH, (from, to) =>
      tx.execute(sql`
        insert into users (username, email, password_hash, bio, company, job_title, location, created_at)
        select 'dev_' || ${run} || '_' || g, 'dev.' || ${run} || '.' || g || '@bulk.example.com', ${options.passwordHash},
          'Salesforce developer #' || g || '.', (array['Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne'])[1 + g % 6],
          (array['Developer', 'Architect', 'Consultant', 'Admin'])[1 + g % 4], (array['London', 'Berlin', 'Austin', 'Pune', 'Sydney'])[1 + g % 5],
          now() - random() * interval '900 days'
        from generate_series(${from}::int, ${to}::int) g`),
    );

    await tx.execute(sql`
      create temp table bulk_templates on commit drop as
      select row_number() over () - 1 as n, t.* from json_to_recordset(${JSON.stringify(templates)}::json)
        as t(title text, platform text, category text, "codeLanguage" text, description text, code text, tags text[],
          "ssjsSafe" boolean, "ampscriptParses" boolean, "apexSyntaxErrors" smallint, "soqlSyntaxErrors" smallint,
          "checkFindings" jsonb)`);
    await tx.execute(sql`
      create temp table bulk_authors on commit drop as
      select row_number() over (order by md5(id::text)) as n, id from users`);
    await tx.execute(sql`create index on bulk_authors (n)`);
    // The snippets as they will be inserted, counters aside, numbered g in the order they were made.
    await tx.execute(sql`
      create temp table bulk_snippets (
        g int, id uuid, slug text, title text, description text, code text, platform text, category text,
        code_language text, tags text[], author_id uuid, created_at timestamptz, updated_at timestamptz,
        ssjs_safe boolean, ampscript_parses boolean, apex_syntax_errors smallint, soql_syntax_errors smallint,
        check_findings jsonb
      ) on commit drop`);
    await progress.batches('snippets planned', options.snippets, BATCH * 5, (from, to) =>
      tx.execute(sql`
        with picks as materialized (
          select g, (g * 7 + (g / 97)) % ${templates.length} as template,
            1 + floor(power(random(), 2.5) * (select count(*) from bulk_authors))::int as author,
            random() as r1, random() as r2, random() as age
          from generate_series(${from}::int, ${to}::int) g),
        shaped as (
          select p.g, t.*, a.id as author_id,
            left(${pick(TITLE_PREFIXES, sql`floor(p.r1 * ${TITLE_PREFIXES.length})`)} || t.title
              || ${pick(TITLE_SUFFIXES, sql`floor(p.r2 * ${TITLE_SUFFIXES.length})`)}, 120) as new_title,
            now() - power(p.age, 1.4) * interval '730 days' as created
          from picks p join bulk_templates t on t.n = p.template join bulk_authors a on a.n = p.author)
        insert into bulk_snippets (g, id, slug, title, description, code, platform, category, code_language, tags, author_id, created_at, updated_at,
          ssjs_safe, ampscript_parses, apex_syntax_errors, soql_syntax_errors, check_findings)
        select g, gen_random_uuid(),
          trim(both '-' from left(regexp_replace(lower(new_title), '[^a-z0-9]+', '-', 'g'), 70)) || '-' || ${run} || to_hex(g),
          new_title,
          description || ${pick(EXTRA_SENTENCES, sql`g % ${EXTRA_SENTENCES.length}`)},
          code || case "codeLanguage" when 'html' then E'\n<!-- rev ' || g || E' -->\n' when 'css' then E'\n/* rev ' || g || E' */\n'
            when 'sql' then E'\n-- rev ' || g || E'\n' when 'soql' then repeat(E'\n', 1 + g % 3) when 'ampscript' then E'\n%%[ /* rev ' || g || E' */ ]%%\n' else E'\n// rev ' || g || E'\n' end,
          platform, category, "codeLanguage",
          array(select distinct unnest(tags || array[${pick(EXTRA_TAGS, sql`g % ${EXTRA_TAGS.length}`)}])),
          author_id, created, created + (case when g % 4 = 0 then random() * interval '30 days' else interval '0' end),
          "ssjsSafe", "ampscriptParses", "apexSyntaxErrors", "soqlSyntaxErrors", "checkFindings"
        from shaped`),
    );
    // What the pairs below join on, narrow: n numbers the snippets in a random order (the popularity skew).
    await tx.execute(sql`
      create temp table bulk_keys on commit drop as
      select row_number() over (order by md5(id::text)) as n, id, created_at from bulk_snippets`);
    await tx.execute(sql`create index on bulk_keys (n)`);

    // Who reacted to, saved and viewed what: pairs skewed towards popular snippets, each pair once.
    const pairs = (rows: number) => sql`
      select s.id as snippet_id, u.id as user_id, x.r, greatest(s.created_at, now() - x.r * interval '700 days') as at
      from (select 1 + floor(power(random(), 2.2) * ${options.snippets})::int as sn,
                   1 + floor(random() * (select count(*) from bulk_authors))::int as un, random() as r
            from generate_series(1, ${rows}::int)) x
      join bulk_keys s on s.n = x.sn join bulk_authors u on u.n = x.un`;
    await tx.execute(sql`
      create temp table bulk_reactions (snippet_id uuid, user_id uuid, kind text, created_at timestamptz,
        primary key (snippet_id, user_id)) on commit drop`);
    await tx.execute(sql`
      create temp table bulk_saves (user_id uuid, snippet_id uuid, created_at timestamptz,
        primary key (user_id, snippet_id)) on commit drop`);
    await tx.execute(sql`
      create temp table bulk_views (snippet_id uuid, viewer_key text, day date,
        primary key (snippet_id, viewer_key, day)) on commit drop`);
    await progress.batches('reactions planned', reactionRows, BATCH * 10, (from, to) =>
      tx.execute(sql`
        insert into bulk_reactions
        select snippet_id, user_id, case when r < 0.9 then 'like' else 'dislike' end, at
        from (${pairs(to - from + 1)}) p on conflict do nothing`),
    );
    await progress.batches('saves planned', saveRows, BATCH * 10, (from, to) =>
      tx.execute(sql`
        insert into bulk_saves select user_id, snippet_id, at from (${pairs(to - from + 1)}) p on conflict do nothing`),
    );
    await progress.batches('views planned', viewRows, BATCH * 10, (from, to) =>
      tx.execute(sql`
        insert into bulk_views select snippet_id, 'u:' || user_id, at::date from (${pairs(to - from + 1)}) p
        on conflict do nothing`),
    );

    // Each snippet once, with its counters (one aggregate per kind, joined by id).
    await tx.execute(sql`
      create temp table bulk_counts on commit drop as
      select s.id, coalesce(r.likes, 0) as likes, coalesce(r.dislikes, 0) as dislikes,
        coalesce(sv.saves, 0) as saves, coalesce(v.views, 0) as views
      from bulk_keys s
      left join (select snippet_id, count(*) filter (where kind = 'like') as likes,
                   count(*) filter (where kind = 'dislike') as dislikes from bulk_reactions group by snippet_id) r
        on r.snippet_id = s.id
      left join (select snippet_id, count(*) as saves from bulk_saves group by snippet_id) sv on sv.snippet_id = s.id
      left join (select snippet_id, count(*) as views from bulk_views group by snippet_id) v on v.snippet_id = s.id`);
    await tx.execute(sql`create index on bulk_counts (id)`);
    // The search dictionary is filled once below, not word by word by its trigger on each insert.
    await tx.execute(sql`alter table snippets disable trigger snippets_search_words`);
    await progress.batches('snippets', options.snippets, BATCH * 5, (from, to) =>
      tx.execute(sql`
        insert into snippets (id, slug, title, description, code, platform, category, code_language, tags, author_id,
          created_at, updated_at, like_count, dislike_count, save_count, view_count,
          ssjs_safe, ampscript_parses, apex_syntax_errors, soql_syntax_errors, check_findings, checks_version)
        select s.id, s.slug, s.title, s.description, s.code, s.platform, s.category, s.code_language, s.tags,
          s.author_id, s.created_at, s.updated_at, c.likes, c.dislikes, c.saves, c.views,
          s.ssjs_safe, s.ampscript_parses, s.apex_syntax_errors, s.soql_syntax_errors, s.check_findings, ${CHECKS_VERSION}
        from bulk_snippets s join bulk_counts c on c.id = s.id
        where s.g between ${from} and ${to}`),
    );
    // In primary-key order: each key lands at the right end of its index instead of on a random page.
    await tx.execute(sql`
      insert into snippet_reactions (snippet_id, user_id, kind, created_at)
      select * from bulk_reactions order by snippet_id, user_id`);
    await tx.execute(sql`
      insert into snippet_saves (user_id, snippet_id, created_at)
      select * from bulk_saves order by user_id, snippet_id`);
    await tx.execute(sql`
      insert into snippet_views (snippet_id, viewer_key, day)
      select * from bulk_views order by snippet_id, viewer_key, day`);
    progress.step('reactions, saves and views');

    await recountDerived(tx);
    progress.step("members' stats, facet and tag counts");
    await tx.execute(sql`
      insert into search_words (word)
      select word from ts_stat('select search_head from snippets') where search_dictionary_word(word)
      on conflict do nothing`);
    await tx.execute(sql`alter table snippets enable trigger snippets_search_words`);
    progress.step('search dictionary');
    for (const [index, definition] of dropped.entries()) {
      const started = performance.now();
      await tx.execute(sql.raw(definition));
      const name = /^create (?:unique )?index (\S+)/i.exec(definition)?.[1] ?? definition;
      log(
        `  index ${index + 1}/${dropped.length} ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    progress.step(`${dropped.length} indexes built`);
  });
}

/** The tables a bulk load fills, whose secondary indexes it builds once at the end. */
const BULK_TABLES = ['snippets', 'snippet_reactions', 'snippet_saves', 'snippet_views'];

/**
 * Drops the indexes of the tables that no constraint owns (the primary keys and unique constraints stay: inserts
 * check them) and returns their definitions, to build them again in the same order.
 */
async function dropSecondaryIndexes(tx: Database, tables: string[]): Promise<string[]> {
  const rows = await selectRows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
        where i.schemaname = 'public' and i.tablename in ${tables}
          and not exists (select 1 from pg_constraint c where c.conname = i.indexname)
        order by i.tablename, i.indexname`,
  );
  for (const { name } of rows) await tx.execute(sql.raw(`drop index "${name.replace(/"/g, '""')}"`));
  return rows.map((row) => row.definition);
}

/**
 * Progress lines with rows per second and the time left in each phase, for runs that take minutes.
 */
function createProgress(log: (line: string) => void) {
  let phaseStarted = performance.now();
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  return {
    step(label: string) {
      log(`${label} in ${seconds(performance.now() - phaseStarted)} s`);
      phaseStarted = performance.now();
    },
    /** Runs work over 1..total in batches, logging done/total, rows/s and the ETA after each. */
    async batches(
      label: string,
      total: number,
      size: number,
      work: (from: number, to: number) => Promise<unknown>,
    ) {
      const started = performance.now();
      for (let from = 1; from <= total; from += size) {
        const to = Math.min(total, from + size - 1);
        await work(from, to);
        const elapsed = performance.now() - started;
        const rate = to / (elapsed / 1000);
        const eta = (total - to) / rate;
        if (to < total)
          log(
            `  ${label} ${to.toLocaleString('en')}/${total.toLocaleString('en')}, ${Math.round(rate).toLocaleString('en')} rows/s, ~${eta.toFixed(0)} s left`,
          );
      }
      this.step(`${total.toLocaleString('en')} ${label}`);
    },
  };
}
