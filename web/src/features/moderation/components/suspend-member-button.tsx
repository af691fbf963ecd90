import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ModerationActionForm } from './moderation-action-form';

/**
 * On a member's profile, for moderators and admins: suspend the member without waiting for a report — the queue's
 * own form (a reason, how long). The server decides who may act on whom (moderators on members, admins also on
 * moderators) and says so when refused. Its own chunk: only staff load it.
 */
export default function SuspendMemberButton({
  member,
  onDone,
}: {
  member: { _id: string; username: string };
  onDone: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className="mt-2">
      {!isOpen && (
        <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setIsOpen(true)}>
          <Ban aria-hidden="true" className="size-4" />
          Suspend member
        </Button>
      )}
      {isOpen && (
        <ModerationActionForm
          item={{ targetKind: 'profile', targetId: member._id, title: member.username }}
          action="suspend"
          onCancel={() => setIsOpen(false)}
          onDone={() => {
            setIsOpen(false);
            onDone();
          }}
        />
      )}
    </div>
  );
}
