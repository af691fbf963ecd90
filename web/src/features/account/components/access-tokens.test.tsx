import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKENS, type AccessToken } from '@cloud-snippets/contract';
import { connectMessages } from '../../../lib/notify';
import { mockApi } from '../../../test/mock-api';
import { AccessTokens } from './access-tokens';

const DAY = 86_400_000;
const EXPIRED: AccessToken = {
  id: '6f1d2e3f-4051-4b6c-9d7e-8f9001b2c3d4',
  name: 'old laptop',
  hint: 'csp_…Ab12',
  scopes: ['read'],
  createdAt: new Date(Date.now() - 40 * DAY).toISOString(),
  expiresAt: new Date(Date.now() - 10 * DAY).toISOString(),
  lastUsedAt: null,
};
const SECRET = 'csp_0123456789ABCDEFGHIJabcdefghij0a1B2c';

/** The tokens API over a list the test can read: POST makes one (a taken name is refused), DELETE drops one. */
function tokensApi(initial: AccessToken[]) {
  let tokens = [...initial];
  return mockApi({
    'GET /api/tokens': () => ({ body: { accessTokens: tokens } }),
    'POST /api/tokens': ({ body }) => {
      const input = body as { name: string; expiresInDays: number | null; scopes: AccessToken['scopes'] };
      if (tokens.some((token) => token.name === input.name))
        return {
          status: 400,
          body: { message: 'Validation failed', errors: [{ field: 'name', error: ACCESS_TOKENS.nameTaken }] },
        };
      const accessToken: AccessToken = {
        id: 'a7e8f901-2345-4c6d-8e9f-0123456789ab',
        name: input.name,
        hint: `csp_…${SECRET.slice(-4)}`,
        scopes: input.scopes,
        createdAt: new Date().toISOString(),
        expiresAt:
          input.expiresInDays === null
            ? null
            : new Date(Date.now() + input.expiresInDays * DAY).toISOString(),
        lastUsedAt: null,
      };
      tokens = [accessToken, ...tokens];
      return { status: 201, body: { token: SECRET, accessToken } };
    },
    [`DELETE /api/tokens/${EXPIRED.id}`]: () => {
      tokens = tokens.filter((token) => token.id !== EXPIRED.id);
      return { status: 204 };
    },
  });
}

let disconnect = () => {};
afterEach(() => disconnect());

function renderTokens() {
  const messages: string[] = [];
  disconnect = connectMessages((_kind, message) => messages.push(message));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AccessTokens />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), messages };
}

describe('access tokens on the profile', () => {
  it('lists a token with its hint, scopes, "Never used" and its expiry marked', async () => {
    tokensApi([EXPIRED]);
    renderTokens();
    const row = await screen.findByTestId('access-token');
    expect(row).toHaveTextContent('old laptop');
    expect(row).toHaveTextContent('csp_…Ab12');
    expect(row).toHaveTextContent('Never used');
    expect(within(row).getAllByText('Expired')).not.toHaveLength(0);
  });

  it('makes a token without expiry and with both scopes, shows it once, and forgets it on Done', async () => {
    const { calls } = tokensApi([]);
    const { user } = renderTokens();
    await screen.findByText('You have no access tokens.');
    await user.type(screen.getByLabelText('Token name'), 'sf plugin');
    await user.selectOptions(screen.getByLabelText('Expires after'), 'No expiry');
    await user.click(screen.getByRole('checkbox', { name: /^write:/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByTestId('new-access-token-value')).toHaveTextContent(SECRET);
    expect(screen.getByTestId('new-access-token')).toHaveTextContent('It will not be shown again.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'sf plugin',
      expiresInDays: null,
      scopes: ['read', 'write'],
    });
    expect(await screen.findByTestId('access-token')).toHaveTextContent('No expiry');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it("puts the server's refusal of a taken name on the name field, and asks for a scope", async () => {
    tokensApi([EXPIRED]);
    const { user } = renderTokens();
    await screen.findByTestId('access-token');
    await user.type(screen.getByLabelText('Token name'), 'old laptop');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(ACCESS_TOKENS.nameTaken)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^read:/ }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(ACCESS_TOKENS.scopesRequired)).toBeInTheDocument();
  });

  it('revokes a token after a confirmation', async () => {
    const { calls } = tokensApi([EXPIRED]);
    const { user, messages } = renderTokens();
    await user.click(await screen.findByRole('button', { name: 'Revoke old laptop' }));
    const dialog = await screen.findByTestId('revoke-access-token-dialog');
    expect(dialog).toHaveTextContent('Anything using it stops working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByTestId('access-token')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(messages).toContain(ACCESS_TOKENS.revoked);
  });
});
