import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ReportTarget } from '@cloud-snippets/contract';
import { buttonClasses } from '../../../components/ui/button';

// The dialog (its form, its reasons, its checks) loads when Report is pressed: most readers never press it.
const loadDialog = () => import('./report-dialog');
const ReportDialog = lazy(loadDialog);

export interface ReportButtonProps {
  targetKind: ReportTarget;
  /** A snippet's, a comment's or a collection's id, or a profile's username. */
  target: string;
  /** What is reported, as the dialog's title names it ('this snippet'). */
  subject: string;
  className?: string;
  /** Keep the label for screen readers only (a narrow row of icon buttons). */
  compact?: boolean;
}

/**
 * Report (decision 053), for signed-in members who did not write the item: a button that opens the report dialog,
 * fetched on the first press (or when the pointer comes near).
 */
export default function ReportButton({ targetKind, target, subject, className, compact }: ReportButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? buttonClasses('ghost')}
        data-testid={`report-${targetKind}`}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <Flag aria-hidden="true" className="size-4" />
        <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Report</span>
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <ReportDialog
            open={isOpen}
            onClose={() => setIsOpen(false)}
            targetKind={targetKind}
            target={target}
            subject={subject}
          />
        </Suspense>
      )}
    </>
  );
}
