import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION, type SnippetDetail, type SnippetVerification } from '@cloud-snippets/contract';
import { notify } from '../../../../lib/notify';
import { session } from '../../../../lib/session';
import { buildSnippetDetail, buildToken, buildUser, buildVerification } from '../../../../test/factories';
import { mockApi, type Handler } from '../../../../test/mock-api';
import { useSnippet } from '../../api/get-snippet';
import { VerificationPanel } from './verification-panel';

const SLUG = 'lookup-subscriber-first-name';
const CONFIRM = 'PUT /api/snippets/s1/verifications/winter-27';
const WITHDRAW = 'DELETE /api/snippets/s1/verifications/winter-27';
const REPORT = 'PUT /api/snippets/s1/outdated';
const WITHDRAW_REPORT = 'DELETE /api/snippets/s1/outdated';

/** The panel as the page shows it: fed by the snippet's query, which its actions update. */
function Page({ isAuthenticated, isOwner }: { isAuthenticated: boolean; isOwner: boolean }) {
  const { data } = useSnippet(SLUG);
  return data ? (
    <VerificationPanel idOrSlug={SLUG} snippet={data} isAuthenticated={isAuthenticated} isOwner={isOwner} />
  ) : null;
}

function SignIn() {
  const location = useLocation();
  return <p data-testid="sign-in">{`${location.pathname}${location.search}`}</p>;
}

function renderPanel(
  snippet: SnippetDetail = buildSnippetDetail(),
  {
    isAuthenticated = true,
    isOwner = false,
    handlers = {},
  }: { isAuthenticated?: boolean; isOwner?: boolean; handlers?: Record<string, Handler> } = {},
) {
  if (isAuthenticated) session.set(buildToken(), buildUser());
  else session.clear();
  const api = mockApi({ [`GET /api/snippets/${SLUG}`]: () => ({ body: { snippet } }), ...handlers });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/snippets/:slug', element: <Page isAuthenticated={isAuthenticated} isOwner={isOwner} /> },
      { path: '/login', element: <SignIn /> },
    ],
    { initialEntries: [`/snippets/${SLUG}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...api, user: userEvent.setup() };
}

const answer = (message: string, verification: Partial<SnippetVerification>) => ({
  body: { message, verification: buildVerification(verification) },
});

const report = (reason: string, username = 'ssj_sam') => ({
  reason,
  release: 'summer-26',
  username,
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
});

beforeEach(() => {
  // Winter '27 is the release out on this day (contract/src/releases.ts).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('VerificationPanel', () => {
  it('says a snippet nobody confirmed is not verified yet, and offers the current release', async () => {
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Does it still work?' });
    expect(within(panel).getByTestId('verification-summary')).toHaveTextContent(
      'Not verified on a release yet',
    );
    const confirm = within(panel).getByRole('button', { name: "Still works on Winter '27" });
    expect(confirm).toHaveAttribute('aria-pressed', 'false');
    expect(within(panel).getByRole('button', { name: 'Report out of date' })).toBeInTheDocument();
    expect(screen.queryByTestId('outdated-reports')).not.toBeInTheDocument();
  });

  it.each([
    [1, "Verified on Winter '27 by 1 member"],
    [4, "Verified on Winter '27 by 4 members"],
  ])('counts the members who confirmed it (%i)', async (count, text) => {
    renderPanel(
      buildSnippetDetail({
        verification: buildVerification({ release: { id: 'winter-27', label: "Winter '27" }, count }),
      }),
    );
    expect(await screen.findByTestId('verification-summary')).toHaveTextContent(text);
  });

  it('mutes the check of a release older than the last three, as the cards do', async () => {
    renderPanel(
      buildSnippetDetail({
        verification: buildVerification({ release: { id: 'summer-25', label: "Summer '25" }, count: 2 }),
      }),
    );
    const summary = await screen.findByTestId('verification-summary');
    expect(summary).toHaveTextContent("Verified on Summer '25 by 2 members");
    expect(summary.querySelector('svg')).toHaveClass('text-slate-500');
  });

  it('confirms it works on the current release, pressed at once, counted from the answer; a second press withdraws', async () => {
    const success = vi.spyOn(notify, 'success');
    const { calls, user } = renderPanel(buildSnippetDetail(), {
      handlers: {
        [CONFIRM]: () =>
          answer(VERIFICATION.confirmed("Winter '27"), {
            release: { id: 'winter-27', label: "Winter '27" },
            count: 1,
            mine: { confirmed: ['winter-27'], outdatedReason: null },
          }),
        [WITHDRAW]: () => answer(VERIFICATION.confirmationWithdrawn, {}),
      },
    });
    const confirm = await screen.findByRole('button', { name: "Still works on Winter '27" });
    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(screen.getByTestId('verification-summary')).toHaveTextContent(
        "Verified on Winter '27 by 1 member",
      ),
    );
    expect(success).toHaveBeenCalledWith(VERIFICATION.confirmed("Winter '27"));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual([
      '/api/snippets/s1/verifications/winter-27',
    ]);

    await user.click(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() =>
      expect(screen.getByTestId('verification-summary')).toHaveTextContent('Not verified on a release yet'),
    );
    expect(success).toHaveBeenLastCalledWith(VERIFICATION.confirmationWithdrawn);
  });

  it('rolls a failed confirmation back and says why', async () => {
    const error = vi.spyOn(notify, 'error');
    const { user } = renderPanel(buildSnippetDetail(), {
      handlers: { [CONFIRM]: () => ({ status: 400, body: { message: VERIFICATION.releaseNotOut } }) },
    });
    const confirm = await screen.findByRole('button', { name: "Still works on Winter '27" });
    await user.click(confirm);
    await waitFor(() => expect(error).toHaveBeenCalledWith(VERIFICATION.releaseNotOut));
    expect(confirm).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends guests who confirm or report to sign in, and back here afterwards', async () => {
    const { calls, user } = renderPanel(buildSnippetDetail(), { isAuthenticated: false });
    await user.click(await screen.findByRole('button', { name: "Still works on Winter '27" }));
    expect(await screen.findByTestId('sign-in')).toHaveTextContent(`/login?redirect=%2Fsnippets%2F${SLUG}`);
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('sends a guest who reports to sign in without opening the form', async () => {
    const { user } = renderPanel(buildSnippetDetail(), { isAuthenticated: false });
    await user.click(await screen.findByRole('button', { name: 'Report out of date' }));
    expect(await screen.findByTestId('sign-in')).toBeInTheDocument();
  });

  it('reports it out of date with a reason, shows the report, then withdraws it', async () => {
    const success = vi.spyOn(notify, 'success');
    const reason = 'WSProxy retrieve of DataExtensionObject now needs the CustomerKey';
    const { calls, user } = renderPanel(buildSnippetDetail(), {
      handlers: {
        [REPORT]: ({ body }) =>
          answer(VERIFICATION.reported, {
            outdatedCount: 1,
            outdatedReports: [report((body as { reason: string }).reason, 'ampscript_amy')],
            mine: { confirmed: [], outdatedReason: reason },
          }),
        [WITHDRAW_REPORT]: () => answer(VERIFICATION.reportWithdrawn, {}),
      },
    });
    const open = await screen.findByRole('button', { name: 'Report out of date' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('textbox', { name: 'What no longer works?' });
    expect(field).toHaveFocus();

    // Nothing said: the field says so, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(VERIFICATION.reasonRequired));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(field, `  ${reason} `);
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    const reports = await screen.findByTestId('outdated-reports');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ reason });
    expect(within(reports).getByRole('heading', { name: 'Reported out of date (1)' })).toBeInTheDocument();
    const shown = within(reports).getByTestId('outdated-report');
    expect(shown).toHaveTextContent(reason);
    expect(shown).toHaveTextContent("ampscript_amy · on Summer '26 · 3 days ago");
    expect(within(shown).getByRole('link', { name: 'ampscript_amy' })).toHaveAttribute(
      'href',
      '/users/ampscript_amy',
    );
    expect(screen.queryByRole('form', { name: 'Report out of date' })).not.toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(VERIFICATION.reported);

    const withdraw = screen.getByRole('button', { name: 'Withdraw my report' });
    await waitFor(() => expect(withdraw).toHaveFocus());
    await user.click(withdraw);
    await waitFor(() => expect(screen.queryByTestId('outdated-reports')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Report out of date' })).toBeInTheDocument();
    expect(success).toHaveBeenLastCalledWith(VERIFICATION.reportWithdrawn);
  });

  it.each([
    [
      'the field error',
      {
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [{ field: 'reason', error: VERIFICATION.reasonTooLong }],
        },
      },
      VERIFICATION.reasonTooLong,
    ],
    ['the message', { status: 409, body: { message: VERIFICATION.ownSnippet } }, VERIFICATION.ownSnippet],
  ])("shows the server's refusal under the field: %s", async (_label, refusal, message) => {
    const { user } = renderPanel(buildSnippetDetail(), { handlers: { [REPORT]: () => refusal } });
    await user.click(await screen.findByRole('button', { name: 'Report out of date' }));
    const field = screen.getByRole('textbox', { name: 'What no longer works?' });
    await user.type(field, 'It fails');
    await user.click(screen.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(screen.getByRole('form', { name: 'Report out of date' })).toBeInTheDocument();
  });

  it('closes the form on Cancel and gives the focus back to its button', async () => {
    const { user } = renderPanel();
    const open = await screen.findByRole('button', { name: 'Report out of date' });
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Report out of date' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Report out of date' })).toHaveFocus());
  });

  it('shows its author no report button, but the reports and the confirmation', async () => {
    renderPanel(
      buildSnippetDetail({
        verification: buildVerification({
          outdatedCount: 1,
          outdatedReports: [report('Breaks on CloudPages')],
        }),
      }),
      { isOwner: true },
    );
    expect(await screen.findByTestId('outdated-reports')).toHaveTextContent('Breaks on CloudPages');
    expect(screen.getByRole('button', { name: "Still works on Winter '27" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report out of date' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw my report' })).not.toBeInTheDocument();
  });

  it('shows a pressed button to a member who confirmed it, and counts the reports it does not list', async () => {
    renderPanel(
      buildSnippetDetail({
        verification: buildVerification({
          release: { id: 'winter-27', label: "Winter '27" },
          count: 3,
          outdatedCount: 12,
          outdatedReports: Array.from({ length: 10 }, (_, index) =>
            report(`Reason ${index}`, `member_${index}`),
          ),
          mine: { confirmed: ['summer-26', 'winter-27'], outdatedReason: 'Reason 0' },
        }),
      }),
    );
    expect(await screen.findByRole('button', { name: "Still works on Winter '27" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Its own colours: none of a secondary button's left to win over them.
    expect(screen.getByRole('button', { name: "Still works on Winter '27" })).toHaveClass('bg-emerald-50');
    expect(screen.getByRole('button', { name: "Still works on Winter '27" })).not.toHaveClass('bg-white');
    expect(screen.getByRole('button', { name: 'Withdraw my report' })).toBeInTheDocument();
    expect(screen.getAllByTestId('outdated-report')).toHaveLength(10);
    expect(screen.getByTestId('outdated-reports')).toHaveTextContent('Reported out of date (12)');
    expect(screen.getByTestId('outdated-reports')).toHaveTextContent('and 2 earlier reports');
  });
});
