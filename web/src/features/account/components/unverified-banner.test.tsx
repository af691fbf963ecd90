import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RECOVERY } from '@cloud-snippets/contract';
import { connectMessages, type MessageKind } from '../../../lib/notify';
import { mockApi } from '../../../test/mock-api';
import UnverifiedBanner from './unverified-banner';

function renderBanner() {
  const messages: [MessageKind, string][] = [];
  const disconnect = connectMessages((kind, message) => messages.push([kind, message]));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UnverifiedBanner email="amy@example.com" />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup(), messages, disconnect };
}

afterEach(() => sessionStorage.clear());

describe('unverified address banner', () => {
  it('asks for the link again and says what the server answered', async () => {
    const { calls } = mockApi({
      'POST /api/auth/resend-verification': () => ({ body: { message: RECOVERY.verificationSent } }),
    });
    const { user, messages, disconnect } = renderBanner();
    expect(screen.getByTestId('unverified-banner')).toHaveTextContent(
      'Confirm your address amy@example.com to get notification mail.',
    );
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(messages).toEqual([['success', RECOVERY.verificationSent]]));
    expect(calls.filter((call) => call.path === '/api/auth/resend-verification')).toHaveLength(1);
    disconnect();
  });

  it('says to wait when asked too often', async () => {
    mockApi({
      'POST /api/auth/resend-verification': () => ({
        status: 429,
        body: { message: RECOVERY.tooManyVerificationMails },
      }),
    });
    const { user, messages, disconnect } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(messages).toEqual([['warning', RECOVERY.tooManyVerificationMails]]));
    disconnect();
  });

  it('goes away for the rest of the session once dismissed', async () => {
    mockApi();
    const { user, unmount, disconnect } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('unverified-banner')).not.toBeInTheDocument();
    unmount();
    disconnect();
    renderBanner().disconnect();
    expect(screen.queryByTestId('unverified-banner')).not.toBeInTheDocument();
  });
});
