import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, word for word (SPEC's confirmation texts). */
  message: string;
  confirmLabel: string;
  /** Disables the confirm button and shows a spinner while the action runs. */
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
  confirmTestId?: string;
}

/** A yes/no question before a destructive action; Cancel has the focus, so Enter never destroys by accident. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  isPending = false,
  onConfirm,
  onCancel,
  testId,
  confirmTestId,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title} testId={testId}>
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={isPending} data-testid={confirmTestId}>
          {isPending && <Spinner className="size-4" />}
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
