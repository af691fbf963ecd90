import { UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { FollowKind, FollowResponse } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { useFollow } from '../api/follow-member';

/**
 * Follow / Following for a signed-in member: another member on their profile (`username`), or a tag or a platform
 * on browse (`kind`, `target`, and `subject`, what the button names after "Follow"). Shows the new state at once and
 * puts the old one back if the server refuses; `onChanged` refreshes the profile's counts.
 */
export default function FollowButton({
  username,
  kind = 'member',
  target = username ?? '',
  subject,
  isFollowing,
  onChanged,
}: {
  username?: string;
  kind?: FollowKind;
  target?: string;
  subject?: string;
  isFollowing: boolean;
  onChanged?: (state: FollowResponse) => void;
}) {
  const [shown, setShown] = useState(isFollowing);
  const mutation = useFollow(kind, target, onChanged);
  const toggle = () => {
    const next = !shown;
    setShown(next);
    mutation.mutate(next, { onError: () => setShown(!next) });
  };
  return (
    <Button
      variant={shown ? 'secondary' : 'primary'}
      size="sm"
      onClick={toggle}
      disabled={mutation.isPending}
      aria-pressed={shown}
      data-testid="follow-button"
      data-app-action
    >
      {shown ? (
        <UserCheck aria-hidden="true" className="size-4" />
      ) : (
        <UserPlus aria-hidden="true" className="size-4" />
      )}
      {shown ? 'Following' : 'Follow'}
      {subject && ` ${subject}`}
    </Button>
  );
}
