import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnippetListParams } from '../api/snippet-list-keys';
import { SnippetBrowser } from './snippet-browser';

const asked: SnippetListParams[] = [];
vi.mock('../api/get-snippets', () => ({
  useSnippets: (params: SnippetListParams) => {
    asked.push(params);
    return { data: undefined, isPending: true, isPlaceholderData: false, isFetching: true };
  },
}));

const renderAt = (url: string, ownUsername: string | null) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [{ path: '/snippets', element: <SnippetBrowser ownUsername={ownUsername} /> }],
        {
          initialEntries: [url],
        },
      )}
    />,
  );

describe('SnippetBrowser: My Snippets', () => {
  beforeEach(() => void asked.splice(0));

  it("reads a list by the viewer's own username as theirs (author=me: every visibility)", () => {
    renderAt('/snippets?author=Ampscript_Amy', 'ampscript_amy');
    expect(asked.at(-1)?.author).toBe('me');
  });

  it("reads another member's list, or any list for a visitor, as it is named", () => {
    renderAt('/snippets?author=ampscript_amy', 'apex_al');
    expect(asked.at(-1)?.author).toBe('ampscript_amy');
    renderAt('/snippets?author=ampscript_amy', null);
    expect(asked.at(-1)?.author).toBe('ampscript_amy');
  });
});
