import { RECENT_RELEASES, releasedBy } from '@cloud-snippets/contract';

/** Whether `releaseId` is one of the last RECENT_RELEASES releases out: browse's "verified" filter says the same. */
export const isRecentRelease = (releaseId: string, now = new Date()) =>
  releasedBy(now)
    .slice(0, RECENT_RELEASES)
    .some((release) => release.id === releaseId);
