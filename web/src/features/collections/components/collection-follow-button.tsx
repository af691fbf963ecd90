import { Bell, BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useFollowCollection } from '../api/follow-collection';

/**
 * Follow / Following a collection, for signed-in members who do not own it: its snippets join their Following feed.
 * Shows the new state at once and puts the old one back if the server refuses.
 */
export default function CollectionFollowButton({ id, isFollowing }: { id: string; isFollowing: boolean }) {
  const [shown, setShown] = useState(isFollowing);
  // The server's answer can come after the button: a member's page is first the visitor's (not following), then
  // read again with their session. Each new answer is shown; a press meanwhile keeps its state until the next one.
  const [answer, setAnswer] = useState(isFollowing);
  if (isFollowing !== answer) {
    setAnswer(isFollowing);
    setShown(isFollowing);
  }
  const mutation = useFollowCollection(id);
  const toggle = () => {
    const next = !shown;
    setShown(next);
    mutation.mutate(next, { onError: () => setShown(!next) });
  };
  const Icon = shown ? BellRing : Bell;
  return (
    <Button
      variant={shown ? 'secondary' : 'primary'}
      size="sm"
      onClick={toggle}
      disabled={mutation.isPending}
      aria-pressed={shown}
      data-testid="collection-follow"
      data-app-action
    >
      <Icon aria-hidden="true" className="size-4" />
      {shown ? 'Following' : 'Follow collection'}
    </Button>
  );
}
