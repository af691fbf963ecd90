import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateSnippet } from './create-snippet';
import { EditSnippet } from './edit-snippet';

const ID = '0b6c4c1e-2f0a-4d8e-9d55-6a1f1c2b3d4e';
const saved = { _id: ID, slug: 'bulk-delete-invoices', title: 'Bulk delete invoices' };

const mutateAsync = vi.fn(() => Promise.resolve(saved));
vi.mock('../api/create-snippet', () => ({ useCreateSnippet: () => ({ mutateAsync }) }));
vi.mock('../api/update-snippet', () => ({ useUpdateSnippet: () => ({ mutateAsync }) }));
vi.mock('../api/get-snippet', () => ({
  useSnippet: () => ({
    isPending: false,
    isError: false,
    data: {
      ...saved,
      slug: 'old-title',
      isOwner: true,
      author: { _id: 'me' },
      platform: 'crm',
      category: 'apex',
      codeLanguage: 'apex',
      description: '',
      code: 'delete [SELECT Id FROM Invoice__c];',
      tags: [],
      visibility: 'public',
      files: [{ name: 'old-title.cls', language: 'apex', code: 'delete [SELECT Id FROM Invoice__c];' }],
      runsIn: [],
      effects: [],
      prerequisites: [],
    },
  }),
}));
vi.mock('../../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
// The form itself is tested elsewhere: here it only saves.
vi.mock('./snippet-form', () => ({
  SnippetForm: ({ onSubmit }: { onSubmit: (data: object) => Promise<void> }) => (
    <button type="button" onClick={() => void onSubmit({})}>
      Save
    </button>
  ),
}));
vi.mock('./delete-snippet-button', () => ({ DeleteSnippetButton: () => null }));
// A member the new-member limit does not hold for.
vi.mock('../api/get-allowance', () => ({
  allowanceKey: ['users', 'allowance'],
  useAllowance: () => ({ data: undefined }),
}));

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider
        router={createMemoryRouter(
          [
            { path: '/snippets/new', element: <CreateSnippet /> },
            {
              path: '/snippets/:slug/edit',
              element: (
                <EditSnippet
                  idOrSlug={ID}
                  viewer={{ isAuthenticated: true, actor: { id: 'me', role: 'user' } }}
                />
              ),
            },
            { path: '/snippets/:slug', element: <Location /> },
          ],
          { initialEntries: [path] },
        )}
      />
    </QueryClientProvider>,
  );

describe('after a save', () => {
  beforeEach(() => mutateAsync.mockClear());

  it('a new snippet opens at its slug, not its id', async () => {
    renderAt('/snippets/new');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/snippets/bulk-delete-invoices');
  });

  it('an edited snippet opens by its id, as SPEC §2 says (its page then shows the slug)', async () => {
    renderAt(`/snippets/${ID}/edit`);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('location')).textContent).toBe(`/snippets/${ID}`);
    expect(mutateAsync).toHaveBeenCalledWith({ id: ID, input: {} });
  });
});
