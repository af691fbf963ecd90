import { COLLECTION_LIMITS, type Visibility } from '@cloud-snippets/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cursorTimestamp, startOffset, type CreatedCursor, type KeysetStart } from '../../db/keyset.js';
import { uniqueViolationConstraint } from '../../db/errors.js';
import { selectRows } from '../../db/rows.js';
import { slugify, withSecretSuffix, withSuffix } from '../snippets/slug.js';
import { summariesOfPage } from '../snippets/snippets.cards.js';
import { LISTED, readableBy, readableSnippetId } from '../snippets/visibility.js';

/** A collection as lists and pages show it: its owner, its count as the reader sees it, its followers. */
export interface CollectionSummaryRow {
  id: string;
  ownerId: string;
  slug: string;
  title: string;
  description: string;
  visibility: Visibility;
  itemCount: number;
  followersCount: number;
  /** Hidden by a moderator (canReadHiddenCollection says who still reads it). */
  hidden: boolean;
  ownerUsername: string;
  ownerAvatar: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  hasSnippet?: boolean;
}

export interface CollectionFields {
  title: string;
  description: string;
  visibility: Visibility;
}

/**
 * The snippets of a collection its reader sees (decision 075): its owner every one they may read (readableBy);
 * anyone else the listed ones only (public, not hidden), as every list shows them — a snippet made private,
 * unlisted or hidden leaves others' view of every collection at once, with no write to the collection.
 */
const itemShown = (ownerId: string, isOwner: boolean): SQL => (isOwner ? readableBy(ownerId) : LISTED);

/** Columns of CollectionSummaryRow for the alias `c` joined to its owner `u`. */
const summaryColumns = (isOwner: boolean) => sql`
  c.id, c.owner_id as "ownerId", c.slug, c.title, c.description, c.visibility, c.hidden_at is not null as hidden,
  ${
    isOwner
      ? sql`c.item_count`
      : sql`(select count(*) from collection_items ci join snippets s on s.id = ci.snippet_id
             where ci.collection_id = c.id and ${LISTED})`
  }::int as "itemCount",
  (select count(*) from follows f where f.target_kind = 'collection' and f.target = c.id::text)::int
    as "followersCount",
  u.username as "ownerUsername", u.avatar as "ownerAvatar", c.created_at as "createdAt", c.updated_at as "updatedAt"`;

/** A public collection as the sitemap lists it. */
export interface CollectionSitemapRow {
  username: string;
  slug: string;
  lastmod: Date | string;
  cursor: CreatedCursor;
}

/** What the sitemap lists: public collections holding something, neither they nor their members hidden. */
const IN_SITEMAP = sql`c.visibility = 'public' and c.item_count > 0 and c.hidden_at is null and u.hidden_at is null`;

/** Collections (decision 075): a member's named, ordered lists of snippets, and who follows them. */
export function collectionsRepository(db: Database) {
  const one = async (condition: SQL, isOwner: boolean, tx: Database) =>
    (
      await selectRows<CollectionSummaryRow>(
        tx,
        sql`select ${summaryColumns(isOwner)} from collections c join users u on u.id = c.owner_id where ${condition}`,
      )
    )[0] ?? null;

  /** A slug free among the owner's collections: the title's, suffixed when taken; random-ended when unlisted. */
  const slugFor = async (ownerId: string, title: string, visibility: Visibility, tx: Database) => {
    const base = slugify(title).replace(/^snippet$/, 'collection');
    if (visibility === 'unlisted') return withSecretSuffix(base);
    const taken = await selectRows(
      tx,
      sql`select 1 from collections where owner_id = ${ownerId}::uuid and slug = ${base}`,
    );
    return taken.length ? withSuffix(base) : base;
  };

  return {
    /** Creates a collection; null when the member already keeps the most they may. */
    create: (ownerId: string, fields: CollectionFields) =>
      db.transaction(async (tx) => {
        // The member's row locked: two creations at once cannot both pass the limit.
        await selectRows(tx, sql`select 1 from users where id = ${ownerId}::uuid for update`);
        const [{ n } = { n: 0 }] = await selectRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from collections where owner_id = ${ownerId}::uuid`,
        );
        if (n >= COLLECTION_LIMITS.perMemberMax) return null;
        for (let attempt = 0; ; attempt++) {
          const slug = await slugFor(ownerId, fields.title, fields.visibility, tx);
          try {
            const [row] = await tx.transaction((savepoint) =>
              selectRows<{ id: string }>(
                savepoint,
                sql`insert into collections (owner_id, slug, title, description, visibility)
                    values (${ownerId}::uuid, ${slug}, ${fields.title}, ${fields.description}, ${fields.visibility})
                    returning id`,
              ),
            );
            return row!.id;
          } catch (error) {
            if (uniqueViolationConstraint(error) !== 'collections_owner_slug_idx' || attempt >= 3)
              throw error;
          }
        }
      }),

    byId: (id: string, viewerIsOwner = true, tx: Database = db) =>
      one(sql`c.id = ${id}::uuid`, viewerIsOwner, tx),

    /** A collection by its page's address (owner's username in any case, slug), or null. */
    byAddress: async (username: string, slug: string, viewerId: string | null, tx: Database = db) => {
      const [found] = await selectRows<{ id: string; ownerId: string }>(
        tx,
        sql`select c.id, c.owner_id as "ownerId" from collections c join users u on u.id = c.owner_id
              where lower(u.username) = lower(${username}) and c.slug = ${slug}`,
      );
      if (!found) return null;
      return one(sql`c.id = ${found.id}::uuid`, found.ownerId === viewerId, tx);
    },

    /**
     * A member's collections, newest first: all of them for the member, public ones nobody hid for anyone else. Given a
     * snippet, each says whether it holds it (the "Add to collection" list).
     */
    listOf: (ownerId: string, isOwner: boolean, snippetId: string | null = null, tx: Database = db) =>
      selectRows<CollectionSummaryRow>(
        tx,
        sql`select ${summaryColumns(isOwner)}
            ${
              snippetId
                ? sql`, exists (select 1 from collection_items ci where ci.collection_id = c.id
                        and ci.snippet_id = ${snippetId}::uuid) as "hasSnippet"`
                : sql``
            }
            from collections c join users u on u.id = c.owner_id
            where c.owner_id = ${ownerId}::uuid
              ${isOwner ? sql`` : sql`and c.visibility = 'public' and c.hidden_at is null`}
            order by c.created_at desc, c.id desc`,
      ),

    /** Changes a collection's fields; becoming unlisted gives it a random-ended address, leaving it a plain one. */
    update: (id: string, ownerId: string, fields: Partial<CollectionFields>) =>
      db.transaction(async (tx) => {
        const [before] = await selectRows<{ title: string; visibility: Visibility }>(
          tx,
          sql`select title, visibility from collections where id = ${id}::uuid for update`,
        );
        if (!before) return;
        const visibility = fields.visibility ?? before.visibility;
        const isAddressChanged = (before.visibility === 'unlisted') !== (visibility === 'unlisted');
        const slug = isAddressChanged
          ? await slugFor(ownerId, fields.title ?? before.title, visibility, tx)
          : null;
        await tx.execute(sql`
          update collections set
            title = coalesce(${fields.title ?? null}, title),
            description = coalesce(${fields.description ?? null}, description),
            visibility = ${visibility},
            slug = coalesce(${slug}, slug),
            updated_at = now()
          where id = ${id}::uuid`);
      }),

    /** Deletes a collection with its items and its follows. */
    remove: (id: string) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`delete from follows where target_kind = 'collection' and target = ${id}`);
        await tx.execute(sql`delete from collections where id = ${id}::uuid`);
      }),

    /** Whether the owner may put this snippet in a collection: one they can read (readableBy). */
    canHold: async (ownerId: string, snippetId: string, tx: Database = db) =>
      (await selectRows(tx, readableSnippetId(snippetId, ownerId))).length > 0,

    /**
     * Adds a snippet at the end. Under the collection's row lock, so the count the trigger keeps cannot pass the
     * limit between the check and the insert.
     */
    addItem: (collectionId: string, snippetId: string) =>
      db.transaction(async (tx): Promise<{ result: 'added' | 'exists' | 'full'; itemCount: number }> => {
        const [row] = await selectRows<{ itemCount: number }>(
          tx,
          sql`select item_count as "itemCount" from collections where id = ${collectionId}::uuid for update`,
        );
        const itemCount = row?.itemCount ?? 0;
        const present = await selectRows(
          tx,
          sql`select 1 from collection_items where collection_id = ${collectionId}::uuid
              and snippet_id = ${snippetId}::uuid`,
        );
        if (present.length) return { result: 'exists', itemCount };
        if (itemCount >= COLLECTION_LIMITS.itemsMax) return { result: 'full', itemCount };
        await tx.execute(sql`
          insert into collection_items (collection_id, snippet_id, position)
          select ${collectionId}::uuid, ${snippetId}::uuid, coalesce(max(position) + 1, 0)
          from collection_items where collection_id = ${collectionId}::uuid`);
        await tx.execute(sql`update collections set updated_at = now() where id = ${collectionId}::uuid`);
        return { result: 'added', itemCount: itemCount + 1 };
      }),

    /** Removes a snippet; false when it was not there. The trigger lowers the count. */
    removeItem: (collectionId: string, snippetId: string) =>
      db.transaction(async (tx) => {
        const removed = await selectRows(
          tx,
          sql`delete from collection_items where collection_id = ${collectionId}::uuid
              and snippet_id = ${snippetId}::uuid returning snippet_id`,
        );
        if (removed.length)
          await tx.execute(sql`update collections set updated_at = now() where id = ${collectionId}::uuid`);
        const [row] = await selectRows<{ itemCount: number }>(
          tx,
          sql`select item_count as "itemCount" from collections where id = ${collectionId}::uuid`,
        );
        return { removed: removed.length > 0, itemCount: row?.itemCount ?? 0 };
      }),

    /**
     * Puts the snippets in the order given, in one statement, when the order names each of them once (under the
     * collection's row lock, so no item comes or goes in between); false otherwise, changing nothing.
     */
    reorder: (collectionId: string, snippetIds: string[]) =>
      db.transaction(async (tx) => {
        await selectRows(tx, sql`select 1 from collections where id = ${collectionId}::uuid for update`);
        const ids = `{${snippetIds.join(',')}}`;
        const [check] = await selectRows<{ matches: boolean }>(
          tx,
          sql`select (select count(*) from collection_items where collection_id = ${collectionId}::uuid)
                = ${snippetIds.length}
              and (select count(distinct i) from unnest(${ids}::uuid[]) i
                   join collection_items ci on ci.snippet_id = i and ci.collection_id = ${collectionId}::uuid)
                = ${snippetIds.length} as matches`,
        );
        if (!check?.matches) return false;
        await tx.execute(sql`
          update collection_items ci set position = o.ordinality - 1
          from unnest(${ids}::uuid[]) with ordinality as o(id, ordinality)
          where ci.collection_id = ${collectionId}::uuid and ci.snippet_id = o.id`);
        await tx.execute(sql`update collections set updated_at = now() where id = ${collectionId}::uuid`);
        return true;
      }),

    /** How many collections the sitemap lists. */
    sitemapCount: async (tx: Database = db) =>
      Number(
        (
          await selectRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from collections c join users u on u.id = c.owner_id where ${IN_SITEMAP}`,
          )
        )[0]?.n ?? 0,
      ),

    /** The collections sitemapCount counts, oldest first, a batch at a time by (created_at, id). */
    sitemapPage: (start: KeysetStart, limit: number, tx: Database = db) =>
      selectRows<CollectionSitemapRow>(
        tx,
        sql`select u.username, c.slug, c.updated_at as lastmod,
              json_build_object('createdAt', ${cursorTimestamp(sql`c.created_at`)}, 'id', c.id) as cursor
            from collections c join users u on u.id = c.owner_id
            where ${IN_SITEMAP}
              ${'after' in start ? sql`and (c.created_at, c.id) > (${start.after.createdAt}::timestamptz, ${start.after.id}::uuid)` : sql``}
            order by c.created_at, c.id
            limit ${limit} offset ${startOffset(start)}`,
      ),

    /** The cards of a collection in its order, as its reader sees them (itemShown). */
    items: (collection: { id: string; ownerId: string }, viewerId: string | null, tx: Database = db) =>
      summariesOfPage(
        sql`select ci.snippet_id as id, ci.position from collection_items ci
            join snippets s on s.id = ci.snippet_id
            where ci.collection_id = ${collection.id}::uuid
              and ${itemShown(collection.ownerId, collection.ownerId === viewerId)}`,
        viewerId,
        tx,
      ),
  };
}

export type CollectionsRepository = ReturnType<typeof collectionsRepository>;
