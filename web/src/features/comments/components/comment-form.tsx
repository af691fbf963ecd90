import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { COMMENT_LIMITS, commentUpdateSchema } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

interface CommentFormValues {
  content: string;
}

export interface CommentFormProps {
  /** Names the text box (visible unless `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  submitLabel: string;
  submittingLabel: string;
  initialValue?: string;
  /** New comments and replies empty the box at once and get the text back if the post fails (SPEC §4). */
  clearOnSubmit?: boolean;
  /** True while a post is in flight anywhere on the snippet: the submit button waits. */
  isBusy?: boolean;
  /** A rate-limit message, shown under the form (SPEC §8). */
  inlineError?: string | null;
  /** Resolves true when saved; false keeps (or restores) the text. */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId?: string;
}

/**
 * The Markdown text box of a comment, a reply or an edit. Validates with the contract's schema (trimmed, not empty,
 * at most 5,000 characters); Ctrl/⌘+Enter submits, Escape cancels.
 */
export function CommentForm({
  label,
  hideLabel,
  placeholder,
  submitLabel,
  submittingLabel,
  initialValue = '',
  clearOnSubmit,
  isBusy = false,
  inlineError,
  onSubmit,
  onCancel,
  autoFocus,
  testId,
}: CommentFormProps) {
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const limitId = `${fieldId}-limit`;
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CommentFormValues>({
    resolver: zodResolver(commentUpdateSchema),
    defaultValues: { content: initialValue },
  });

  useEffect(() => {
    if (autoFocus) setFocus('content');
  }, [autoFocus, setFocus]);

  async function save({ content }: CommentFormValues) {
    if (inFlight.current || isBusy) return;
    inFlight.current = true;
    const typed = getValues('content');
    if (clearOnSubmit) setValue('content', '');
    try {
      const isSaved = await onSubmit(content);
      // Unless something new was typed meanwhile, the text comes back (SPEC §4).
      if (!isSaved && clearOnSubmit && !getValues('content')) setValue('content', typed);
    } finally {
      inFlight.current = false;
    }
  }

  function submit(event?: FormEvent) {
    void handleSubmit(save)(event);
  }

  const isWorking = isSubmitting || isBusy;
  const describedBy = [errors.content ? errorId : null, inlineError ? limitId : null]
    .filter(Boolean)
    .join(' ');
  const field = register('content');

  return (
    <form noValidate onSubmit={submit} data-testid={testId} className="space-y-2">
      <label htmlFor={fieldId} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <textarea
        id={fieldId}
        {...field}
        rows={3}
        placeholder={placeholder}
        maxLength={COMMENT_LIMITS.contentMax}
        aria-invalid={errors.content ? true : undefined}
        aria-describedby={describedBy || undefined}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            submit();
          } else if (event.key === 'Escape' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
        className={
          'block min-h-24 w-full resize-y rounded-lg border bg-white px-3.5 py-2.5 text-[15px] text-slate-900 shadow-sm ' +
          'placeholder:text-slate-500 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 ' +
          (errors.content
            ? 'border-red-400 focus-visible:outline-red-600'
            : 'border-slate-300 hover:border-slate-400 focus-visible:outline-brand-600')
        }
      />
      {errors.content?.message && (
        <p id={errorId} className="text-sm text-red-700" data-testid="comment-form-error">
          {errors.content.message}
        </p>
      )}
      {inlineError && (
        <p
          id={limitId}
          role="alert"
          data-testid="comment-rate-limit"
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {inlineError}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="mr-auto text-xs text-slate-600">Markdown supported</span>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" size="sm" disabled={isWorking} data-testid="comment-submit">
          {isWorking && <Spinner className="size-4" />}
          {isWorking ? submittingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
