import type { Visibility } from '@cloud-snippets/contract';

/**
 * Fetched by scripts, `curl`, other sites: a minute in any cache, then asked again (the ETag makes that a 304). A
 * snippet's edit shows within a minute, as GitHub's raw gist URLs do within five.
 */
export const RAW_CACHE_CONTROL = 'public, max-age=60';

/**
 * How long a copy of a snippet's text may be kept, and by whom: a private snippet's, read by its author with their
 * token, by no one.
 */
export const shareCacheControl = (visibility: Visibility): string =>
  visibility === 'private' ? 'private, no-store' : RAW_CACHE_CONTROL;
