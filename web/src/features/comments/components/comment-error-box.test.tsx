import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMMENT_RENDER_ERRORS } from '@cloud-snippets/contract';
import { CommentErrorBoundary, CommentErrorBox } from './comment-error-box';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('the comment error box (SPEC §5)', () => {
  it("is headed 'Error rendering comment:' and says why", () => {
    render(<CommentErrorBox message={COMMENT_RENDER_ERRORS.missingAuthor} />);
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent(`${COMMENT_RENDER_ERRORS.heading}${COMMENT_RENDER_ERRORS.missingAuthor}`);
  });

  it('stands in for a comment that throws while rendering; its neighbours stay', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ul>
        <li>
          <CommentErrorBoundary>
            <Broken />
          </CommentErrorBoundary>
        </li>
        <li>
          <CommentErrorBoundary>
            <p>A healthy comment</p>
          </CommentErrorBoundary>
        </li>
      </ul>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${COMMENT_RENDER_ERRORS.heading}Cannot read properties of undefined`,
    );
    expect(screen.getByText('A healthy comment')).toBeInTheDocument();
  });
});
