import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { AppForm } from '../../../components/ui/app-form';
import { NO_SCRIPT } from '@cloud-snippets/contract';

/** The text box's look, valid or not (the form and its stand-in share it, so the swap does not move a pixel). */
export function commentTextareaClass(isInvalid: boolean) {
  return (
    'block min-h-24 w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-sm ' +
    'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
    (isInvalid
      ? 'border-red-400 focus-visible:outline-red-600'
      : 'border-slate-300 hover:border-slate-400 focus-visible:outline-brand-600')
  );
}

export interface CommentFormFrameProps {
  /** The text box's id, which the label names. */
  fieldId: string;
  label: string;
  hideLabel?: boolean;
  testId?: string;
  submitLabel: string;
  /** Shows the spinner and waits (a post in flight). */
  isWorking?: boolean;
  /** False while the form is still loading: the button waits too, without a spinner. */
  canSubmit?: boolean;
  onSubmit?: (event: FormEvent) => void;
  onCancel?: () => void;
  /** The text box and the messages under it. */
  children: ReactNode;
}

/** What a comment, reply or edit box looks like around its text box: the label, then the row of buttons. */
export function CommentFormFrame({
  fieldId,
  label,
  hideLabel,
  testId,
  submitLabel,
  isWorking = false,
  canSubmit = true,
  onSubmit,
  onCancel,
  children,
}: CommentFormFrameProps) {
  return (
    <AppForm
      noscript={NO_SCRIPT.comment}
      noValidate
      onSubmit={onSubmit}
      data-testid={testId}
      className="space-y-2"
    >
      <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      {children}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="mr-auto text-xs text-slate-600">Markdown supported</span>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={isWorking || !canSubmit} data-testid="comment-submit">
          {isWorking && <Spinner className="size-4" />}
          {submitLabel}
        </Button>
      </div>
    </AppForm>
  );
}
