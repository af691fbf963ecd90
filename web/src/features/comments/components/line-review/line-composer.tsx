import { FilePen } from 'lucide-react';
import { useState } from 'react';
import { COMMENT, suggestionBlock, type LineAnchorInput } from '@cloud-snippets/contract';
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
  quote,
  onClose,
  autoFocus,
}: {
  line: LineAnchorInput;
  fileName: string;
  /** The selected lines as the code has them: what a suggested change starts from (decision 077). */
  quote: string;
  onClose: () => void;
  autoFocus: boolean;
}) {
  const { post, inlineError, isBusy } = usePostComment({ line });
  const label = COMMENT.lineLabel(line.start, line.end);
  // "Suggest a change" starts the box over with a ```suggestion block of the selected lines, to edit in place.
  const [draft, setDraft] = useState<string | null>(null);

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
        key={draft === null ? 'comment' : 'suggestion'}
        initialValue={draft ?? ''}
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
        autoFocus={autoFocus || draft !== null}
        testId="line-comment-form"
      />
      {/* After the box in the tab order: from the selected lines, Tab reaches what to write first. */}
      <div className="mt-2">
        <button
          type="button"
          disabled={draft !== null}
          onClick={() => setDraft(`${suggestionBlock(quote)}\n`)}
          data-testid="suggest-change"
          className="inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-300 px-2 text-xs font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60"
        >
          <FilePen aria-hidden="true" className="size-4" />
          {COMMENT.suggestChange}
        </button>
      </div>
    </div>
  );
}
