import { useEffect, useId, useRef, useState } from 'react';
import { COMMENT_LIMITS, HTTP_ERRORS } from '@cloud-snippets/contract';
import { notify } from '../../../lib/notify';
import type { CommentForm, CommentFormProps } from './comment-form';
import { CommentFormFrame, commentTextareaClass } from './comment-form-frame';

/** The box at the top of the comments, as members get it (comment-writing's NewCommentForm) and its stand-in. */
export const NEW_COMMENT_BOX = {
  label: 'Add a comment',
  hideLabel: true,
  placeholder: 'Share a tip or ask a question…',
  submitLabel: 'Post comment',
  submittingLabel: 'Posting...',
  clearOnSubmit: true,
  testId: 'comment-form',
} as const;

let loadedForm: typeof CommentForm | null = null;
let loading: Promise<typeof CommentForm> | null = null;

/** Loads the comment form with its validation (react-hook-form, Zod, the contract's schema) once per page. */
function loadCommentForm() {
  loading ??= import('./comment-form').then(
    (module) => (loadedForm = module.CommentForm),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * A comment, reply or edit box. The form and its validation load when a member starts writing (the box takes the
 * focus), so readers never download them. Until they arrive a plain text box of the same size stands in: what is
 * typed into it, and the focus, pass to the form when it renders.
 */
export function CommentBox(props: CommentFormProps) {
  const {
    label,
    hideLabel,
    placeholder,
    submitLabel,
    initialValue = '',
    onCancel,
    autoFocus,
    testId,
  } = props;
  const fieldId = useId();
  const draft = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(initialValue);
  const [isFocused, setIsFocused] = useState(false);
  const [Form, setForm] = useState(() => loadedForm);

  useEffect(() => {
    if (autoFocus) draft.current?.focus();
  }, [autoFocus]);

  function startWriting() {
    setIsFocused(true);
    loadCommentForm().then(
      (loaded) => setForm(() => loaded),
      () => notify.error(HTTP_ERRORS.network),
    );
  }

  if (Form) return <Form {...props} initialValue={text} autoFocus={autoFocus || isFocused} />;
  return (
    <CommentFormFrame
      fieldId={fieldId}
      label={label}
      hideLabel={hideLabel}
      testId={testId}
      submitLabel={submitLabel}
      canSubmit={false}
      onSubmit={(event) => event.preventDefault()}
      onCancel={onCancel}
    >
      <textarea
        id={fieldId}
        ref={draft}
        rows={3}
        placeholder={placeholder}
        value={text}
        maxLength={COMMENT_LIMITS.contentMax}
        onChange={(event) => setText(event.target.value)}
        onFocus={startWriting}
        onBlur={() => setIsFocused(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && onCancel) {
            event.preventDefault();
            onCancel();
          }
        }}
        className={commentTextareaClass(false)}
      />
    </CommentFormFrame>
  );
}
