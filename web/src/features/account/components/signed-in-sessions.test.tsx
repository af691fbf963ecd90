import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECOVERY, type SessionList } from '@cloud-snippets/contract';
import { connectMessages } from '../../../lib/notify';
import { buildSession } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { SignedInSessions } from './signed-in-sessions';

const HERE = buildSession();
const PHONE = buildSession({
  id: '1c8d2e3f-4051-4b6c-9d7e-8f9001b2c3d4',
  device: 'Safari on iOS',
  current: false,
  lastSeenAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
});
const LAPTOP = buildSession({
  id: '2d9e3f40-5162-4c7d-8e8f-9001a2c3d4e5',
  device: 'Chrome on Windows',
  current: false,
  lastSeenAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
});

/** The sessions API over a list the test can read: DELETE drops one (or all others), an unknown id is a 404. */
function sessionsApi(initial: SessionList) {
  let sessions = [...initial];
  return mockApi({
    'GET /api/auth/sessions': () => ({ body: { sessions } }),
    'DELETE /api/auth/sessions': () => {
      const ended = sessions.filter((item) => !item.current).length;
      sessions = sessions.filter((item) => item.current);
      return { body: { message: RECOVERY.othersEnded(ended) } };
    },
    ...Object.fromEntries(
      initial.map((item) => [
        `DELETE /api/auth/sessions/${item.id}`,
        () => {
          sessions = sessions.filter((other) => other.id !== item.id);
          return { body: { message: RECOVERY.sessionEnded } };
        },
      ]),
    ),
  });
}

function renderSessions() {
  const messages: string[] = [];
  const disconnect = connectMessages((_kind, message) => messages.push(message));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SignedInSessions />
    </QueryClientProvider>,
  );
  return { ...view, user: userEvent.setup(), messages, disconnect };
}

describe('where you are signed in', () => {
  it('lists the devices, this one first and marked, with when each was seen', async () => {
    sessionsApi([HERE, PHONE]);
    const { disconnect } = renderSessions();
    const [here, phone] = await screen.findAllByTestId('session');
    expect(here).toHaveTextContent('Firefox on Linux');
    expect(here).toHaveTextContent('This device');
    expect(here).toHaveTextContent('Active now');
    expect(within(here!).queryByRole('button')).not.toBeInTheDocument();
    expect(phone).toHaveTextContent('Safari on iOS');
    expect(phone).toHaveTextContent('Last seen 3 hours ago');
    expect(phone).toHaveTextContent(/Signed in \w{3} \d{1,2}, \d{4}/);
    disconnect();
  });

  it('signs out one other device', async () => {
    const { calls } = sessionsApi([HERE, PHONE, LAPTOP]);
    const app = renderSessions();
    await screen.findAllByTestId('session');
    await app.user.click(screen.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(2));
    expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/auth/sessions/${PHONE.id}`,
    ]);
    await waitFor(() => expect(app.messages).toEqual([RECOVERY.sessionEnded]));
    app.disconnect();
  });

  it('signs out everywhere else in one call', async () => {
    const { calls } = sessionsApi([HERE, PHONE, LAPTOP]);
    const app = renderSessions();
    await screen.findAllByTestId('session');
    await app.user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(screen.getByTestId('session')).toHaveTextContent('This device');
    expect(
      calls.filter((call) => call.method === 'DELETE').map((call) => `${call.path}${call.url.search}`),
    ).toEqual(['/api/auth/sessions?others=true']);
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
    await waitFor(() => expect(app.messages).toEqual([RECOVERY.othersEnded(2)]));
    app.disconnect();
  });

  it('drops a session the server no longer knows', async () => {
    let sessions = [HERE, PHONE];
    mockApi({
      'GET /api/auth/sessions': () => ({ body: { sessions } }),
      [`DELETE /api/auth/sessions/${PHONE.id}`]: () => {
        sessions = [HERE];
        return { status: 404, body: { message: RECOVERY.sessionNotFound } };
      },
    });
    const app = renderSessions();
    await screen.findAllByTestId('session');
    await app.user.click(screen.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    app.disconnect();
  });
});
