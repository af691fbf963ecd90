import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { CommentForm } from './comment-form';

const MEMBERS = [
  { username: 'apex_arjun', avatar: '/assets/avatar.png' },
  { username: 'apex_ana', avatar: '/assets/avatar.png' },
  { username: 'ampscript_amy', avatar: '/assets/avatar.png' },
];

/** The mentions endpoint: the members whose name starts with `q`. */
function serveMembers() {
  return mockApi({
    'GET /api/users/mentions': ({ url }) => {
      const prefix = (url.searchParams.get('q') ?? '').toLowerCase();
      return { body: { users: MEMBERS.filter((member) => member.username.startsWith(prefix)).slice(0, 8) } };
    },
  });
}

function renderForm(props: Partial<Parameters<typeof CommentForm>[0]> = {}) {
  const onSubmit = vi.fn(async () => true);
  render(
    <CommentForm
      label="Add a comment"
      submitLabel="Post comment"
      submittingLabel="Posting..."
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { user: userEvent.setup(), box: screen.getByRole('textbox', { name: 'Add a comment' }), onSubmit };
}

const mentionCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls
    .filter((call) => call.path === '/api/users/mentions')
    .map((call) => call.url.searchParams.get('q'));

describe('@mention suggestions in the comment box', () => {
  it('lists the members after a pause, names them to assistive technology, and Enter inserts one', async () => {
    const api = serveMembers();
    const { user, box } = renderForm();
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).not.toHaveAttribute('aria-controls');

    await user.type(box, 'Thanks @ape');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    // One lookup for what was typed by the time the pause came.
    expect(mentionCalls(api)).toEqual(['ape']);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName('apex_arjun');
    expect(options[1]).toHaveAccessibleName('apex_ana');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('2 members to mention');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);

    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Thanks @apex_ana ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect((box as HTMLTextAreaElement).selectionStart).toBe('Thanks @apex_ana '.length);
    // Typing goes on after the name.
    await user.keyboard('can help');
    expect(box).toHaveValue('Thanks @apex_ana can help');
  });

  it('narrows the list as letters come, and Tab picks too, in the middle of the text', async () => {
    serveMembers();
    const { user, box } = renderForm({ initialValue: 'Ask  about it' });
    await user.click(box);
    (box as HTMLTextAreaElement).setSelectionRange(4, 4);
    await user.keyboard('@a');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('m');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('option')).toHaveAccessibleName('ampscript_amy');
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('Ask @ampscript_amy about it');
    expect(box).toHaveFocus();
  });

  it('Escape closes the list and nothing else; the next Escape cancels the edit', async () => {
    serveMembers();
    const onCancel = vi.fn();
    const { user, box } = renderForm({ onCancel, initialValue: '' });
    await user.type(box, '@apex');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
    // Enter is a new line again.
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('@apex\n');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('picks with a click, keeping the focus in the box', async () => {
    serveMembers();
    const { user, box } = renderForm();
    await user.type(box, 'cc @amp');
    await user.click(await screen.findByRole('option', { name: 'ampscript_amy' }));
    expect(box).toHaveValue('cc @ampscript_amy ');
    expect(box).toHaveFocus();
  });

  it('Ctrl+Enter still posts while the list is open', async () => {
    serveMembers();
    const { user, box, onSubmit } = renderForm();
    await user.type(box, 'Thanks @apex_');
    await screen.findByRole('listbox');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Thanks @apex_'));
  });

  it('shows nothing for an email address or when nobody matches', async () => {
    const api = serveMembers();
    const { user, box } = renderForm();
    await user.type(box, 'write to amy@example.com and @zz');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mentionCalls(api)).toEqual(['zz']);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
