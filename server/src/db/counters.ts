import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * Sets every counter from the rows it counts: snippets' like/dislike/save/view/comment counts, comments'
 * like/dislike/reply counts, members' stats and the per-facet snippet and per-tag counts. The seeds insert rows in bulk and then
 * call this once, inside their transaction; the API never needs it (it moves counters with each row, decision 007).
 */
export async function recountAll(tx: Database): Promise<void> {
  await tx.execute(sql`
    update snippets s set
      like_count = coalesce(r.likes, 0), dislike_count = coalesce(r.dislikes, 0),
      save_count = coalesce(sv.saves, 0), view_count = coalesce(v.views, 0)
    from snippets base
    left join (select snippet_id, count(*) filter (where kind = 'like') as likes, count(*) filter (where kind = 'dislike') as dislikes
               from snippet_reactions group by snippet_id) r on r.snippet_id = base.id
    left join (select snippet_id, count(*) as saves from snippet_saves group by snippet_id) sv on sv.snippet_id = base.id
    left join (select snippet_id, count(*) as views from snippet_views group by snippet_id) v on v.snippet_id = base.id
    where s.id = base.id`);
  await recountDerived(tx);
}

/**
 * Every counter but snippets' reaction, save and view counts (which a bulk load inserts already right): members'
 * stats and applied suggestions (their line comments whose suggestion was applied, decision 078), comments' counts, snippets' comment, fork and verification counts, the facet and tag counts. Members' stats, forks, facets
 * and tags count public snippets only (decision 042). Rows already right are not written.
 */
export async function recountDerived(tx: Database): Promise<void> {
  await tx.execute(sql`
    update users u set total_snippets = coalesce(a.snippets, 0), total_likes = coalesce(a.likes, 0), total_views = coalesce(a.views, 0)
    from users base
    left join (select author_id, count(*) as snippets, sum(like_count) as likes, sum(view_count) as views from snippets where listed group by author_id) a
      on a.author_id = base.id
    where u.id = base.id and (u.total_snippets, u.total_likes, u.total_views)
      is distinct from (coalesce(a.snippets, 0), coalesce(a.likes, 0), coalesce(a.views, 0))`);
  await tx.execute(sql`
    update users u set suggestions_applied = coalesce(a.n, 0)
    from users base
    left join (select author_id, count(*) as n from comments where suggestion_state = 'applied' group by author_id) a
      on a.author_id = base.id
    where u.id = base.id and u.suggestions_applied <> coalesce(a.n, 0)`);
  await tx.execute(sql`
    update comments c set
      like_count = coalesce(r.likes, 0), dislike_count = coalesce(r.dislikes, 0), reply_count = coalesce(rp.replies, 0)
    from comments base
    left join (select comment_id, count(*) filter (where kind = 'like') as likes, count(*) filter (where kind = 'dislike') as dislikes
               from comment_reactions group by comment_id) r on r.comment_id = base.id
    left join (select parent_id, count(*) as replies from comments where parent_id is not null group by parent_id) rp
      on rp.parent_id = base.id
    where c.id = base.id and (c.like_count, c.dislike_count, c.reply_count)
      is distinct from (coalesce(r.likes, 0), coalesce(r.dislikes, 0), coalesce(rp.replies, 0))`);
  await tx.execute(sql`
    update snippets s set comment_count = coalesce(c.comments, 0)
    from snippets base
    left join (select snippet_id, count(*) as comments from comments group by snippet_id) c on c.snippet_id = base.id
    where s.id = base.id and s.comment_count <> coalesce(c.comments, 0)`);
  await tx.execute(sql`
    update snippets s set fork_count = coalesce(f.forks, 0)
    from snippets base
    left join (select forked_from_id, count(*) as forks from snippets where forked_from_id is not null and listed group by 1) f
      on f.forked_from_id = base.id
    where s.id = base.id and s.fork_count <> coalesce(f.forks, 0)`);
  await tx.execute(sql`
    update snippets s set verified_api = v.api, verified_count = coalesce(v.n, 0), outdated_count = coalesce(o.n, 0)
    from snippets base
    left join (select distinct on (snippet_id) snippet_id, release_api as api, count(*) over (partition by snippet_id, release_api) as n
               from snippet_verifications order by snippet_id, release_api desc) v on v.snippet_id = base.id
    left join (select snippet_id, count(*) as n from snippet_outdated_reports where resolved_at is null group by 1) o
      on o.snippet_id = base.id
    where s.id = base.id and (s.verified_api, s.verified_count, s.outdated_count)
      is distinct from (v.api, coalesce(v.n, 0), coalesce(o.n, 0))`);
  await tx.execute(sql`delete from snippet_counts`);
  await tx.execute(sql`
    insert into snippet_counts (platform, category, code_language, total)
    select platform, category, code_language, count(*) from snippets where listed group by 1, 2, 3`);
  await tx.execute(sql`delete from tag_counts`);
  await tx.execute(sql`
    insert into tag_counts (tag, total) select tag, count(*) from snippets, unnest(tags) as tag where listed group by tag`);
}

/**
 * Every counter that differs from what it counts (empty when all is right). Tests assert on it after concurrent
 * requests, deletions and seeding.
 */
export async function counterDrift(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select 'snippet ' || s.slug || ': ' || concat_ws(' ',
      case when s.like_count <> (select count(*) from snippet_reactions r where r.snippet_id = s.id and r.kind = 'like') then 'likes' end,
      case when s.dislike_count <> (select count(*) from snippet_reactions r where r.snippet_id = s.id and r.kind = 'dislike') then 'dislikes' end,
      case when s.save_count <> (select count(*) from snippet_saves v where v.snippet_id = s.id) then 'saves' end,
      case when s.view_count <> (select count(*) from snippet_views v where v.snippet_id = s.id) then 'views' end,
      case when s.comment_count <> (select count(*) from comments c where c.snippet_id = s.id) then 'comments' end,
      case when s.fork_count <> (select count(*) from snippets f where f.forked_from_id = s.id and f.listed) then 'forks' end,
      case when s.verified_api is distinct from (select max(x.release_api) from snippet_verifications x where x.snippet_id = s.id)
        or s.verified_count <> (select count(*) from snippet_verifications x where x.snippet_id = s.id and x.release_api = s.verified_api)
        then 'verifications' end,
      case when s.outdated_count <> (select count(*) from snippet_outdated_reports o where o.snippet_id = s.id and o.resolved_at is null)
        then 'outdated reports' end) as problem
    from snippets s
    union all
    select 'comment ' || c.id || ': ' || concat_ws(' ',
      case when c.like_count <> (select count(*) from comment_reactions r where r.comment_id = c.id and r.kind = 'like') then 'likes' end,
      case when c.dislike_count <> (select count(*) from comment_reactions r where r.comment_id = c.id and r.kind = 'dislike') then 'dislikes' end,
      case when c.reply_count <> (select count(*) from comments rp where rp.parent_id = c.id) then 'replies' end)
    from comments c
    union all
    select 'member ' || u.username || ': stats' from users u
    left join (select author_id, count(*) as n, sum(like_count) as likes, sum(view_count) as views from snippets where listed group by author_id) a
      on a.author_id = u.id
    where u.total_snippets <> coalesce(a.n, 0) or u.total_likes <> coalesce(a.likes, 0) or u.total_views <> coalesce(a.views, 0)
    union all
    select 'member ' || u.username || ': suggestions applied' from users u
    where u.suggestions_applied <> (select count(*) from comments c where c.author_id = u.id and c.suggestion_state = 'applied')
    union all
    select 'facet counts' where exists (
      (select platform, category, code_language, count(*) from snippets where listed group by 1, 2, 3)
      except (select platform, category, code_language, total from snippet_counts where total > 0))
      or exists ((select platform, category, code_language, total from snippet_counts where total > 0)
      except (select platform, category, code_language, count(*) from snippets where listed group by 1, 2, 3))
    union all
    select 'tag counts' where exists (
      (select tag, count(*) from snippets, unnest(tags) as tag where listed group by tag)
      except (select tag, total from tag_counts where total > 0))
      or exists ((select tag, total from tag_counts where total > 0)
      except (select tag, count(*) from snippets, unnest(tags) as tag where listed group by tag))`)) as unknown as {
    rows: { problem: string }[];
  };
  return result.rows.map((row) => row.problem).filter((problem) => !problem.endsWith(': '));
}
