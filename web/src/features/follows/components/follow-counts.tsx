import { formatCount } from '../../../lib/format-count';

/** A member's followers and following, as a profile shows them (absent counts read as 0). */
export function FollowCounts({
  followersCount = 0,
  followingCount = 0,
}: {
  followersCount?: number;
  followingCount?: number;
}) {
  return (
    <p className="flex gap-4 text-sm text-slate-600" data-testid="follow-counts">
      <span>
        <strong className="font-semibold text-slate-900">{formatCount(followersCount)}</strong>{' '}
        {followersCount === 1 ? 'follower' : 'followers'}
      </span>
      <span>
        <strong className="font-semibold text-slate-900">{formatCount(followingCount)}</strong> following
      </span>
    </p>
  );
}
