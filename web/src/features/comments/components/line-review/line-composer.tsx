import { COMMENT, type LineAnchorInput } from '@cloud-snippets/contract';
import { usePostComment } from '../../hooks/use-post-comment';
import { CommentBox } from '../comment-box';

/** A selected line range (1-based, inclusive). */
export interface LineRange {
  start: number;
  end: number;
}

/**
 * A member's comment on the lines they selected (decision 076), under the last of them: a chunk of its own, loaded
 * when a member first selects lines. Posted as any comment is (its rate limit, its messages), with the lines.
 */
export default function LineComposer({
  line,
  fileName,
  onClose,
  autoFocus,
}: {
  line: LineAnchorInput;
  fileName: string;
  onClose: () => void;
  autoFocus: boolean;
}) {
  const { post, inlineError, isBusy } = usePostComment({ line });
  const label = COMMENT.lineLabel(line.start, line.end);

  async function submit(content: string) {
    const isPosted = await post(content);
    if (isPosted) onClose();
    return isPosted;
  }

  return (
    <div
      className="border-y border-slate-200 bg-white px-3 py-3 font-sans text-sm whitespace-normal sm:pl-16"
      data-testid="line-composer"
    >
      <p className="mb-2 text-xs font-semibold text-slate-600">
        Comment on {fileName} · {label}
      </p>
      <CommentBox
        label={`Comment on ${label.toLowerCase()}`}
        hideLabel
        placeholder="Say something about these lines…"
        submitLabel="Comment"
        submittingLabel="Posting..."
        clearOnSubmit
        isBusy={isBusy}
        inlineError={inlineError}
        onSubmit={submit}
        onCancel={onClose}
        autoFocus={autoFocus}
        testId="line-comment-form"
      />
    </div>
  );
}
