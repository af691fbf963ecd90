import {
  DEFAULT_AVATAR,
  type CollectionDetail,
  type CollectionSummary,
  type SnippetSummary,
} from '@cloud-snippets/contract';
import type { CollectionSummaryRow } from '../repositories/collections/collections.repository.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** A collection in a list: its owner as cards name authors, its counts, and whether it holds the asked snippet. */
export function presentCollection(row: CollectionSummaryRow): CollectionSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    visibility: row.visibility,
    itemCount: row.itemCount,
    followersCount: row.followersCount,
    hidden: row.hidden,
    owner: { _id: row.ownerId, username: row.ownerUsername, avatar: row.ownerAvatar ?? DEFAULT_AVATAR },
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    ...(row.hasSnippet !== undefined && { hasSnippet: row.hasSnippet }),
  };
}

/** A collection with its snippets in order, and whether the signed-in reader follows it. */
export function presentCollectionDetail(
  row: CollectionSummaryRow,
  items: SnippetSummary[],
  isFollowing: boolean | undefined,
): CollectionDetail {
  return { ...presentCollection(row), items, ...(isFollowing !== undefined && { isFollowing }) };
}
