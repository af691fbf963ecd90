import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { COMMENT_LIMITS, commentUpdateSchema } from '@cloud-snippets/contract';
import { useMentionAutocomplete } from '../hooks/use-mention-autocomplete';
import { CommentFormFrame, commentTextareaClass } from './comment-form-frame';
import { MentionSuggestions } from './mention-suggestions';

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
 * at most 5,000 characters); Ctrl/⌘+Enter submits, Escape cancels; `@` and a few letters suggest members to mention.
 * A box that empties on submit takes the focus back once the post is done, ready for the next. Loaded only when a
 * member starts writing: render `CommentBox`.
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
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CommentFormValues>({
    resolver: zodResolver(commentUpdateSchema),
    defaultValues: { content: initialValue },
  });

  // In the commit that mounts it (react-hook-form's setFocus waits a task): a box that replaced its stand-in
  // (CommentBox) has the focus before the next key is handled.
  useLayoutEffect(() => {
    if (autoFocus) textarea.current?.focus();
  }, [autoFocus]);

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
    // The submit button was disabled while posting, which dropped the focus: it returns to the box.
    if (clearOnSubmit) textarea.current?.focus();
  }

  function submit(event?: FormEvent) {
    void handleSubmit(save)(event);
  }

  const mentions = useMentionAutocomplete({
    textarea,
    setText: (text) =>
      setValue('content', text, { shouldDirty: true, shouldValidate: Boolean(errors.content) }),
  });

  const isWorking = isSubmitting || isBusy;
  const describedBy = [errors.content ? errorId : null, inlineError ? limitId : null]
    .filter(Boolean)
    .join(' ');
  const field = register('content');

  return (
    <CommentFormFrame
      fieldId={fieldId}
      label={label}
      hideLabel={hideLabel}
      testId={testId}
      submitLabel={isWorking ? submittingLabel : submitLabel}
      isWorking={isWorking}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="relative">
        <textarea
          id={fieldId}
          {...field}
          {...mentions.textareaProps}
          ref={(element) => {
            field.ref(element);
            textarea.current = element;
          }}
          onChange={(event) => {
            void field.onChange(event);
            mentions.onInput();
          }}
          onBlur={(event) => {
            void field.onBlur(event);
            mentions.onBlur();
          }}
          rows={3}
          placeholder={placeholder}
          maxLength={COMMENT_LIMITS.contentMax}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy || undefined}
          onKeyDown={(event) => {
            if (mentions.onKeyDown(event)) return;
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            } else if (event.key === 'Escape' && onCancel) {
              event.preventDefault();
              onCancel();
            }
          }}
          className={commentTextareaClass(Boolean(errors.content))}
        />
        <MentionSuggestions {...mentions.listbox} />
      </div>
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
    </CommentFormFrame>
  );
}
