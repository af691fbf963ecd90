import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MODERATION_MESSAGES } from '@cloud-snippets/contract';
import { notify } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { buildToken, buildUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import ReportButton from './report-button';

function renderReport() {
  session.set(buildToken(), buildUser());
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ReportButton targetKind="comment" target="c-1" subject="this comment" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('Report', () => {
  it('opens the dialog on demand, asks details for "Something else", sends the report and toasts the answer', async () => {
    const api = mockApi({
      'POST /api/reports': () => ({ status: 201, body: { message: MODERATION_MESSAGES.reported } }),
    });
    const success = vi.spyOn(notify, 'success');
    const user = renderReport();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this comment' });
    expect(dialog).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Choose what is wrong')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Something else' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText(MODERATION_MESSAGES.detailsRequired)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/reports')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Details' }), 'Off-topic advert');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(MODERATION_MESSAGES.reported));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/reports')?.body).toEqual({
      targetKind: 'comment',
      target: 'c-1',
      reason: 'other',
      details: 'Off-topic advert',
    });
  });

  it('says so when the member reported it already, and keeps other refusals in the dialog', async () => {
    let status = 403;
    mockApi({
      'POST /api/reports': () => ({
        status,
        body: {
          message: status === 409 ? MODERATION_MESSAGES.alreadyReported : MODERATION_MESSAGES.cannotReportOwn,
        },
      }),
    });
    const warning = vi.spyOn(notify, 'warning');
    const user = renderReport();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await user.click(await screen.findByRole('radio', { name: 'Spam or advertising' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.cannotReportOwn);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    status = 409;
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith(MODERATION_MESSAGES.alreadyReported));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
