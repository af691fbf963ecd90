import { useEffect, useRef } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { useNavigationBlocker } from '../../../../lib/navigation-blocker';

export const LEAVE_MESSAGE =
  'You have unsaved changes. Leave this page without saving them? A draft stays in this browser.';

/**
 * Asks before the editor is left with unsaved changes: a link inside the site (the app's navigation blocker, answered
 * in the site's own dialog) and a reload, a closed tab or another address (the browser's own question on
 * beforeunload). Mounted only in the browser.
 */
export function LeaveGuard({ shouldBlock }: { shouldBlock: () => boolean }) {
  const shouldBlockRef = useRef(shouldBlock);
  useEffect(() => {
    shouldBlockRef.current = shouldBlock;
  });
  const blocker = useNavigationBlocker(() => shouldBlockRef.current());
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!shouldBlockRef.current()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      message={LEAVE_MESSAGE}
      confirmLabel="Leave"
      onConfirm={blocker.proceed}
      onCancel={blocker.reset}
      testId="leave-dialog"
    />
  );
}
