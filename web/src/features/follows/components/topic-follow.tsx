import { UserPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { myFollowsQueryOptions } from '../api/get-my-follows';

const FollowButton = lazy(() => import('./follow-button'));

/**
 * Follow a tag or a platform from browse (decision 052): a member gets the button once their follows are read (it
 * starts as they stand); a visitor gets a Follow link to sign in, which brings them back here.
 */
export function TopicFollow({
  kind,
  target,
  subject,
  isAuthenticated,
}: {
  kind: 'tag' | 'platform';
  target: string;
  subject: string;
  /** The page's session (features do not import each other). */
  isAuthenticated: boolean;
}) {
  const location = useLocation();
  const follows = useQuery({ ...myFollowsQueryOptions(), enabled: isAuthenticated });
  if (!isAuthenticated) {
    return (
      <ButtonLink
        to={paths.login.getHref(`${location.pathname}${location.search}`)}
        variant="primary"
        size="sm"
        data-testid={`follow-${kind}`}
      >
        <UserPlus aria-hidden="true" className="size-4" />
        Follow {subject}
      </ButtonLink>
    );
  }
  if (!follows.data) return null;
  const isFollowing = follows.data.follows.some((f) => f.kind === kind && f.target === target);
  return (
    <Suspense fallback={null}>
      <span data-testid={`follow-${kind}`}>
        <FollowButton
          key={`${kind}:${target}:${String(isFollowing)}`}
          kind={kind}
          target={target}
          subject={subject}
          isFollowing={isFollowing}
        />
      </span>
    </Suspense>
  );
}
