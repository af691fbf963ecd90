import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AUTH, RECOVERY, STORAGE_KEYS, type SelfUser } from '@cloud-snippets/contract';
import { connectMessages } from '../../../lib/notify';
import { session } from '../../../lib/session';
import { buildToken, buildUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { EmailAddressSettings } from './email-address-settings';

function renderSection(user: SelfUser) {
  session.set(buildToken(), user);
  const messages: string[] = [];
  const disconnect = connectMessages((_kind, message) => messages.push(message));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <EmailAddressSettings user={user} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup(), messages, disconnect };
}

async function fill(app: ReturnType<typeof renderSection>, email: string, password: string) {
  const form = screen.getByRole('form', { name: 'Change email address' });
  await app.user.type(within(form).getByLabelText('New email address'), email);
  await app.user.type(within(form).getByLabelText('Current password'), password);
  await app.user.click(within(form).getByRole('button', { name: 'Change address' }));
  return form;
}

describe('email address settings', () => {
  it('shows a confirmed address as confirmed, without a resend button', () => {
    renderSection(buildUser()).disconnect();
    expect(screen.getByTestId('email-current')).toHaveTextContent('amy@example.com');
    expect(screen.getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('email-pending')).not.toBeInTheDocument();
  });

  it('shows an unconfirmed address with the link on request, and a new one waiting for its link', async () => {
    mockApi({
      'POST /api/auth/resend-verification': () => ({ body: { message: RECOVERY.verificationSent } }),
    });
    const app = renderSection(buildUser({ emailVerified: false, pendingEmail: 'amy@new.example' }));
    expect(screen.getByText('Unconfirmed')).toBeInTheDocument();
    expect(screen.getByTestId('email-pending')).toHaveTextContent(
      RECOVERY.emailChangeSent('amy@new.example'),
    );
    await app.user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(app.messages).toEqual([RECOVERY.verificationSent]));
    app.disconnect();
  });

  it('asks for a new address with the password; the member then carries the pending one', async () => {
    const changed = buildUser({ pendingEmail: 'amy@new.example' });
    const { calls } = mockApi({
      'PUT /api/users/email': () => ({
        body: { message: RECOVERY.emailChangeSent('amy@new.example'), user: changed },
      }),
    });
    const app = renderSection(buildUser());
    const form = await fill(app, 'Amy@New.example', 'CloudDemo#2025');
    await waitFor(() => expect(app.messages).toEqual([RECOVERY.emailChangeSent('amy@new.example')]));
    expect(calls.find((call) => call.path === '/api/users/email')?.body).toEqual({
      email: 'amy@new.example',
      password: 'CloudDemo#2025',
    });
    expect(within(form).getByLabelText('New email address')).toHaveValue('');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({
      pendingEmail: 'amy@new.example',
    });
    expect(app.queryClient.getQueryData(['me', 'profile'])).toEqual(changed);
    app.disconnect();
  });

  it("puts the server's errors on their fields", async () => {
    mockApi({
      'PUT /api/users/email': () => ({
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [
            { field: 'email', error: RECOVERY.sameEmail },
            { field: 'password', error: AUTH.currentPasswordIncorrect },
          ],
        },
      }),
    });
    const app = renderSection(buildUser());
    const form = await fill(app, 'amy@example.com', 'wrong');
    expect(await within(form).findByText(RECOVERY.sameEmail)).toBeInTheDocument();
    expect(within(form).getByText(AUTH.currentPasswordIncorrect)).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    app.disconnect();
  });

  it('checks the fields before asking', async () => {
    const { calls } = mockApi();
    const app = renderSection(buildUser());
    await app.user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/users/email')).toBe(false);
    app.disconnect();
  });
});
