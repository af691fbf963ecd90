import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, type NotificationSettings } from '@cloud-snippets/contract';
import { connectMessages } from '../../../lib/notify';
import { mockApi } from '../../../test/mock-api';
import { NotificationSettingsSection } from './notification-settings';

const ALL_IN_APP = Object.fromEntries(
  NOTIFICATION_KINDS.map(({ value }) => [value, 'in-app']),
) as NotificationSettings;

function renderSection() {
  const messages: string[] = [];
  const disconnect = connectMessages((_kind, message) => messages.push(message));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <NotificationSettingsSection />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup(), messages, disconnect };
}

describe('notification settings', () => {
  it('lists every kind with its channel', async () => {
    mockApi({
      'GET /api/notifications/settings': () => ({ body: { settings: { ...ALL_IN_APP, fork: 'off' } } }),
    });
    const { disconnect } = renderSection();
    const form = await screen.findByRole('form', { name: 'Notification settings' });
    for (const { label } of NOTIFICATION_KINDS) {
      expect(within(form).getByRole('combobox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Comments on my snippets' })).toHaveValue('in-app');
    expect(screen.getByRole('combobox', { name: 'Forks of my snippets' })).toHaveValue('off');
    const options = within(screen.getByRole('combobox', { name: 'Comments on my snippets' })).getAllByRole(
      'option',
    );
    expect(options.map((option) => option.textContent)).toEqual([
      'In the app',
      'In the app and by email',
      'Off',
    ]);
    expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
    disconnect();
  });

  it('saves only what changed, and says so', async () => {
    let saved = { ...ALL_IN_APP };
    const api = mockApi({
      'GET /api/notifications/settings': () => ({ body: { settings: saved } }),
      'PUT /api/notifications/settings': ({ body }) => {
        saved = { ...saved, ...(body as { settings: Partial<NotificationSettings> }).settings };
        return { body: { settings: saved } };
      },
    });
    const { user, messages, disconnect } = renderSection();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Replies to my comments' }),
      'email',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Like milestones of my snippets' }), 'off');
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));

    await waitFor(() => expect(messages).toContain('Notification settings saved'));
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toEqual({ settings: { reply: 'email', milestone: 'off' } });
    expect(screen.getByRole('combobox', { name: 'Replies to my comments' })).toHaveValue('email');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeDisabled(),
    );
    disconnect();
  });

  it("shows the server's refusal and keeps the choices", async () => {
    mockApi({
      'GET /api/notifications/settings': () => ({ body: { settings: ALL_IN_APP } }),
      'PUT /api/notifications/settings': () => ({
        status: 400,
        body: { message: 'Settings name a kind and its channel: in-app, email or off' },
      }),
    });
    const { user, disconnect } = renderSection();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Mentions of me (@username)' }),
      'off',
    );
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Settings name a kind and its channel');
    expect(screen.getByRole('combobox', { name: 'Mentions of me (@username)' })).toHaveValue('off');
    disconnect();
  });

  it('discards changes on request', async () => {
    mockApi({ 'GET /api/notifications/settings': () => ({ body: { settings: ALL_IN_APP } }) });
    const { user, disconnect } = renderSection();
    const select = await screen.findByRole('combobox', { name: 'Forks of my snippets' });
    await user.selectOptions(select, 'email');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(select).toHaveValue('in-app');
    expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeDisabled();
    disconnect();
  });

  it('offers to try again when they cannot load', async () => {
    mockApi({ 'GET /api/notifications/settings': () => ({ status: 400, body: {} }) });
    const { disconnect } = renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load notification settings');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    disconnect();
  });
});
