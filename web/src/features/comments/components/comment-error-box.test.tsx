import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMMENT } from '@cloud-snippets/contract';
import { CommentErrorBoundary, CommentErrorBox } from './comment-error-box';

function Broken(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('the comment error box (SPEC §5)', () => {
  it("is headed 'Error rendering comment:' and says why", () => {
    render(<CommentErrorBox message={COMMENT.invalidMissingAuthor} />);
    const box = screen.getByRole('alert');
    expect(box).toHaveTextContent(`${COMMENT.renderErrorHeading}${COMMENT.invalidMissingAuthor}`);
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
      `${COMMENT.renderErrorHeading}Cannot read properties of undefined`,
    );
    expect(screen.getByText('A healthy comment')).toBeInTheDocument();
  });
});
