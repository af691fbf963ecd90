/**
 * The orders of a list that is not a search by relevance: each one's ORDER BY, and the columns its index holds
 * (snippets.list.ts builds the lists with them).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ListSort } from './snippets.list.js';

/** Titles in reading order: case and accents compare last ("Cacheable" before "CAN-SPAM"), as snippets_title_idx. */
const TITLE_ORDER = sql`s.title collate "und-x-icu"`;

export const ORDER_BY: Record<Exclude<ListSort, 'relevance'>, SQL> = {
  newest: sql`s.created_at desc, s.id desc`,
  oldest: sql`s.created_at asc, s.id asc`,
  popular: sql`s.like_count desc, s.created_at desc, s.id desc`,
  'popular-asc': sql`s.like_count asc, s.created_at asc, s.id asc`,
  az: sql`${TITLE_ORDER} asc, s.id asc`,
  za: sql`${TITLE_ORDER} desc, s.id desc`,
  updated: sql`s.updated_at desc, s.id desc`,
  'updated-asc': sql`s.updated_at asc, s.id asc`,
  views: sql`s.view_count desc, s.created_at desc, s.id desc`,
  'views-asc': sql`s.view_count asc, s.created_at asc, s.id asc`,
  forks: sql`s.fork_count desc, s.created_at desc, s.id desc`,
};

/** The columns each order reads: with the id, exactly its index's columns, so the skipped rows are index-only. */
export const ORDER_COLUMNS: Record<Exclude<ListSort, 'relevance'>, SQL> = {
  newest: sql`s.created_at`,
  oldest: sql`s.created_at`,
  popular: sql`s.like_count, s.created_at`,
  'popular-asc': sql`s.like_count, s.created_at`,
  az: TITLE_ORDER,
  za: TITLE_ORDER,
  updated: sql`s.updated_at`,
  'updated-asc': sql`s.updated_at`,
  views: sql`s.view_count, s.created_at`,
  'views-asc': sql`s.view_count, s.created_at`,
  forks: sql`s.fork_count, s.created_at`,
};
