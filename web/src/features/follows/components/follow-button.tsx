import { UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { FollowResponse } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { useFollowMember } from '../api/follow-member';

/**
 * Follow / Following for a signed-in member on another member's profile. Shows the new state at once and puts the
 * old one back if the server refuses; `onChanged` refreshes the profile's counts.
 */
export default function FollowButton({
  username,
  isFollowing,
  onChanged,
}: {
  username: string;
  isFollowing: boolean;
  onChanged?: (state: FollowResponse) => void;
}) {
  const [shown, setShown] = useState(isFollowing);
  const mutation = useFollowMember(username, onChanged);
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
    </Button>
  );
}
