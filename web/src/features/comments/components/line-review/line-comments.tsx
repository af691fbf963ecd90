import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { COMMENT, COMMENT_LIMITS } from '@cloud-snippets/contract';
import type { RenderableComment } from '../../utils/validate-comment';
import { CommentItem } from '../comment-item';

/**
 * The comments on some lines, under the last of them (decision 076): open when there are a few, a marker that opens
 * them when there are more, so the code stays readable. Each is the thread's comment: replies, reactions, editing.
 */
export function LineComments({ comments }: { comments: RenderableComment[] }) {
  const [isOpen, setOpen] = useState(comments.length <= COMMENT_LIMITS.lineCommentsInline);
  const first = comments[0]?.line?.current;
  return (
    <div
      className="border-y border-slate-200 bg-white px-3 py-3 font-sans text-sm whitespace-normal sm:pl-16"
      data-testid="line-comments"
    >
      {isOpen ? (
        <ul
          className="space-y-4"
          aria-label={first ? `Comments on ${COMMENT.lineLabel(first.start, first.end)}` : undefined}
        >
          {comments.map((comment) => (
            <li key={comment._id}>
              <CommentItem value={comment} underLines />
            </li>
          ))}
        </ul>
      ) : (
        <button
          type="button"
          onClick={() => setOpen(true)}
          aria-expanded={false}
          data-testid="line-comments-marker"
          className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-100"
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          {comments.length} comments
          {first && ` on ${COMMENT.lineLabel(first.start, first.end).toLowerCase()}`}
        </button>
      )}
    </div>
  );
}
