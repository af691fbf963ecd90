import { suggestContext } from '@cloud-snippets/checks';
import { isRunsInOf, type Platform } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { filesColumns } from '../repositories/snippets/snippets.repository.js';
import type { Database } from '../db/client.js';
import { recountAll } from '../db/counters.js';
import {
  snippetReactions,
  snippetSaves,
  snippets,
  type NewSnippetRow,
  type UserRow,
} from '../db/schema/index.js';
import { slugify } from '../repositories/snippets/slug.js';
import { seedSnippets } from './data/index.js';
import { seedDemoFiles } from './files.js';
import { seedDemoRevisions } from './revisions.js';

const DAY_MS = 86_400_000;
/** The demo content was written over the last ten months. */
const SPAN_DAYS = 300;
/** How many snippets the demo shows as featured. */
export const FEATURED_DEMO_SNIPPETS = 6;

/**
 * What a demo snippet states it touches and needs (decision 047): what the editor suggests from its code, as if its
 * author had accepted every suggestion.
 */
function statedContext(files: { name: string; language: string; code: string }[], platform: Platform) {
  const suggested = suggestContext(files);
  return {
    runsIn: suggested.runsIn.map((s) => s.value).filter((value) => isRunsInOf(platform, value)),
    effects: suggested.effects.map((s) => s.value),
    prerequisites: suggested.prerequisites.map(({ kind, name, details }) => ({ kind, name, details })),
  };
}

/** A small deterministic generator (mulberry32): the same demo on every fresh database. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface SeededSnippets {
  count: number;
}

/**
 * The demo snippets by the demo members, with dates spread over ten months, likes, dislikes, saves and views
 * among the members (and guest views), then every counter set from the rows in the same transaction.
 */
export async function seedDemoSnippets(
  tx: Database,
  members: UserRow[],
  admin: UserRow,
  now = new Date(),
): Promise<SeededSnippets> {
  const random = seededRandom(20_250_101);
  const usedSlugs = new Set<string>();
  const rows: NewSnippetRow[] = seedSnippets.map((seed, index) => {
    const author = members[seed.authorIndex];
    if (!author)
      throw new Error(
        `seed snippet "${seed.title}" names demo member ${seed.authorIndex}, who does not exist`,
      );
    let slug = slugify(seed.title);
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(seed.title)}-${n}`;
    usedSlugs.add(slug);
    // Older content first, with some jitter, so the newest list mixes authors and platforms.
    const ageDays = SPAN_DAYS * (1 - (index + random() * 20) / (seedSnippets.length + 20));
    const createdAt = new Date(
      now.getTime() - Math.max(0.2, ageDays) * DAY_MS - Math.floor(random() * 36_000_000),
    );
    const isEdited = random() < 0.25;
    const updatedAt = isEdited
      ? new Date(Math.min(now.getTime(), createdAt.getTime() + random() * 20 * DAY_MS))
      : createdAt;
    const { authorIndex: _authorIndex, fileName, extraFiles, ...input } = seed;
    const files = [
      { name: fileName ?? '', language: input.codeLanguage, code: input.code },
      ...(extraFiles ?? []),
    ];
    return {
      ...input,
      ...filesColumns(files),
      ...statedContext(files, input.platform),
      slug,
      authorId: author.id,
      createdAt,
      updatedAt,
    };
  });
  const inserted = await tx
    .insert(snippets)
    .values(rows)
    .returning({ id: snippets.id, authorId: snippets.authorId, createdAt: snippets.createdAt });

  const community = [admin, ...members];
  const reactions: (typeof snippetReactions.$inferInsert)[] = [];
  const saves: (typeof snippetSaves.$inferInsert)[] = [];
  for (const snippet of inserted) {
    // Some snippets are simply more useful than others.
    const appeal = random();
    for (const member of community) {
      if (member.id === snippet.authorId) continue;
      const at = new Date(
        snippet.createdAt.getTime() + random() * (now.getTime() - snippet.createdAt.getTime()),
      );
      const roll = random();
      if (roll < 0.15 + appeal * 0.6)
        reactions.push({ snippetId: snippet.id, userId: member.id, kind: 'like', createdAt: at });
      else if (roll > 0.97)
        reactions.push({ snippetId: snippet.id, userId: member.id, kind: 'dislike', createdAt: at });
      if (random() < appeal * 0.35) saves.push({ snippetId: snippet.id, userId: member.id, createdAt: at });
    }
  }
  if (reactions.length) await tx.insert(snippetReactions).values(reactions);
  if (saves.length) await tx.insert(snippetSaves).values(saves);

  // Views: every member who reacted or saved viewed it, plus 15–400 guest views spread over its lifetime.
  await tx.execute(sql`
    insert into snippet_views (snippet_id, viewer_key, day)
    select distinct snippet_id, 'u:' || user_id, created_at::date from (
      select snippet_id, user_id, created_at from snippet_reactions union all select snippet_id, user_id, created_at from snippet_saves) seen`);
  await tx.execute(sql`
    insert into snippet_views (snippet_id, viewer_key, day)
    select s.id, 'g:demo-' || g, (s.created_at + ((g * 7919) % greatest(1, (current_date - s.created_at::date))) * interval '1 day')::date
    from snippets s cross join lateral generate_series(1, 15 + abs(hashtext(s.slug)) % 385) g
    on conflict do nothing`);

  await seedDemoRevisions(tx);
  await seedDemoFiles(tx);
  await recountAll(tx);
  // One well-liked snippet from each of a few categories.
  await tx.execute(sql`
    update snippets set is_featured = true where id in (
      select id from (select distinct on (category) id, like_count from snippets order by category, like_count desc, created_at desc) best
      order by like_count desc limit ${FEATURED_DEMO_SNIPPETS})`);
  return { count: inserted.length };
}
