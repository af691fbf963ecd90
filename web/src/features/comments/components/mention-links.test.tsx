import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import CommentMarkdown from './comment-markdown';

function renderInApp(content: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <CommentMarkdown content={content} /> },
      { path: '/users/:username', element: <h1>Profile</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('mentions in comments', () => {
  it('links @username to the member, as React elements', async () => {
    const router = renderInApp('Thanks @ampscript_amy, **@apex_arjun** knows `@not_code` too');
    const amy = screen.getByRole('link', { name: '@ampscript_amy' });
    expect(amy).toHaveAttribute('href', '/users/ampscript_amy');
    expect(amy).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: '@apex_arjun' }).closest('strong')).not.toBeNull();
    // Code is code.
    expect(screen.queryByRole('link', { name: '@not_code' })).not.toBeInTheDocument();
    expect(screen.getByText('@not_code').tagName).toBe('CODE');

    await userEvent.setup().click(amy);
    expect(router.state.location.pathname).toBe('/users/ampscript_amy');
  });

  it('never links inside a link, an email, or markup typed into the comment', () => {
    renderInApp('[ask @ampscript_amy](https://example.com) or amy@example.com <b onclick="x">@ssj_sam</b>');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com',
      'mailto:amy@example.com',
      '/users/ssj_sam',
    ]);
    expect(document.querySelector('b, [onclick]')).toBeNull();
  });

  it("renders the same link into the server's HTML, where there is no router", () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <CommentMarkdown content="cc @ssj_sam" />
      </QueryClientProvider>,
    );
    expect(html).toContain('<a href="/users/ssj_sam" data-mention=""');
    expect(html).toContain('>@ssj_sam</a>');
  });
});
