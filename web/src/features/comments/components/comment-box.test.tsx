import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMMENT_VALIDATION } from '@cloud-snippets/contract';
import { CommentBox } from './comment-box';

const props = {
  label: 'Add a comment',
  submitLabel: 'Post comment',
  submittingLabel: 'Posting...',
  clearOnSubmit: true,
};

describe('CommentBox', () => {
  // The first case runs before the form was ever loaded in this file (it is kept once loaded, as on a page).
  it('stands in with a plain box until the member starts writing, then hands over the text and the focus', async () => {
    const onSubmit = vi.fn(async () => true);
    const user = userEvent.setup();
    render(<CommentBox {...props} onSubmit={onSubmit} />);
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeDisabled();

    // Typing starts at once: the keys typed while the form loads are kept.
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Works with **Data Views** too');

    const submit = screen.getByRole('button', { name: 'Post comment' });
    await waitFor(() => expect(submit).toBeEnabled());
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    expect(box).toHaveValue('Works with **Data Views** too');
    expect(box).toHaveFocus();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('Works with **Data Views** too');
  });

  it("validates with the contract's schema once loaded, and gives the focus back to the box after a post", async () => {
    const onSubmit = vi.fn(async () => true);
    const user = userEvent.setup();
    render(<CommentBox {...props} onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Post comment' });

    await user.click(submit);
    expect(await screen.findByText(COMMENT_VALIDATION.contentRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Thanks!');
    await user.click(submit);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Thanks!'));
    const box = screen.getByRole('textbox', { name: 'Add a comment' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('');
  });

  it('opens a reply or an edit with its text, focused', async () => {
    render(
      <CommentBox
        {...props}
        label="Edit comment"
        initialValue="Old text"
        clearOnSubmit={false}
        onSubmit={vi.fn(async () => true)}
        autoFocus
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Edit comment' });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveValue('Old text');
  });
});
