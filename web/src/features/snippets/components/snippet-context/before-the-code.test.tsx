import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnippetDetail } from '@cloud-snippets/contract';
import { session } from '../../../../lib/session';
import { buildSnippetDetail, buildVerification } from '../../../../test/factories';
import { mockApi } from '../../../../test/mock-api';
import { SnippetDetails } from '../snippet-details';

const SLUG = 'lookup-subscriber-first-name';

function renderPage(snippet: SnippetDetail) {
  session.clear();
  mockApi({
    [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet } }),
    [`POST /api/snippets/${snippet._id}/view`]: () => ({ body: { message: 'ok' } }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/snippets/:slug',
        element: <SnippetDetails idOrSlug={SLUG} viewer={{ isAuthenticated: false, actor: null }} />,
      },
    ],
    { initialEntries: [`/snippets/${SLUG}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Whether `a` comes before `b` in the page. */
const precedes = (a: Element, b: Element) =>
  !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the snippet page's panels before the code", () => {
  it('shows "Before you run it", its warning and "Does it still work?" after the description, before the code', async () => {
    renderPage(
      buildSnippetDetail({
        codeLanguage: 'ssjs',
        runsIn: ['script-activity'],
        effects: ['writes'],
        prerequisites: [{ kind: 'data-extension', name: 'Leads', details: 'Fields: Email' }],
        verification: buildVerification({ release: { id: 'winter-27', label: "Winter '27" }, count: 4 }),
        checks: [
          {
            file: 0,
            rule: 'ssjs/es3-syntax',
            severity: 'error',
            line: 1,
            column: 1,
            endLine: 1,
            endColumn: 4,
            message: 'declares `x` with `let`, which SSJS does not run',
          },
        ],
      }),
    );
    const panel = await screen.findByTestId('before-you-run');
    const warning = screen.getByTestId('snippet-write-warning');
    const verification = screen.getByTestId('snippet-verification');
    const findings = await screen.findByTestId('check-findings');
    const code = screen.getByTestId('snippet-file');
    expect(precedes(screen.getByTestId('snippet-description'), panel)).toBe(true);
    expect(panel).toContainElement(warning);
    expect(precedes(panel, verification)).toBe(true);
    expect(precedes(verification, findings)).toBe(true);
    expect(precedes(findings, code)).toBe(true);
    expect(verification).toHaveTextContent("Verified on Winter '27 by 4 members");
  });

  it('shows only "Does it still work?" when the author stated nothing', async () => {
    renderPage(buildSnippetDetail());
    expect(await screen.findByTestId('snippet-verification')).toHaveTextContent(
      'Not verified on a release yet',
    );
    expect(screen.queryByTestId('before-you-run')).not.toBeInTheDocument();
    expect(screen.queryByTestId('snippet-write-warning')).not.toBeInTheDocument();
  });
});
