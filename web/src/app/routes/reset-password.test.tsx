import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECOVERY, STORAGE_KEYS, VALIDATION } from '@cloud-snippets/contract';
import { buildToken, buildUser } from '../../test/factories';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../testing';

/** A link's token: 43 base64url characters. */
const TOKEN = 'r3set-L1nk_token'.padEnd(43, 'x');
const done = () => ({ body: { message: RECOVERY.passwordReset } });

async function setPassword(app: ReturnType<typeof renderApp>, password: string, confirmation = password) {
  await app.user.type(await screen.findByLabelText('New password'), password);
  await app.user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await app.user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('/reset-password', () => {
  it('sets the new password, ends the session this tab had and offers to log in', async () => {
    const { calls } = mockApi({
      'GET /api/auth/profile': () => ({ body: { user: buildUser() } }),
      'POST /api/auth/reset-password': done,
    });
    const app = renderApp(`/reset-password?token=${TOKEN}`, {
      signedIn: { token: buildToken(), user: buildUser() },
    });
    await setPassword(app, 'N3w#Snippets');
    expect(await screen.findByRole('status')).toHaveTextContent(RECOVERY.passwordReset);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(calls.find((call) => call.path === '/api/auth/reset-password')?.body).toEqual({
      token: TOKEN,
      password: 'N3w#Snippets',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it("holds the password to register's rules, with its strength meter, and the confirmation must match", async () => {
    const { calls } = mockApi({ 'POST /api/auth/reset-password': done });
    const app = renderApp(`/reset-password?token=${TOKEN}`);
    await setPassword(app, 'short', 'shorter');
    expect(await screen.findByText(VALIDATION.passwordTooShort)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.passwordsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByTestId('password-strength')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/reset-password')).toBe(false);
  });

  it('shows the invalid-link message when the server refuses the token', async () => {
    mockApi({
      'POST /api/auth/reset-password': () => ({ status: 400, body: { message: RECOVERY.resetLinkInvalid } }),
    });
    const app = renderApp(`/reset-password?token=${TOKEN}`);
    await setPassword(app, 'N3w#Snippets');
    expect(await screen.findByTestId('link-invalid')).toHaveTextContent(RECOVERY.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("puts the server's password errors under the field", async () => {
    mockApi({
      'POST /api/auth/reset-password': () => ({
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [{ field: 'password', error: VALIDATION.passwordCharacters }],
        },
      }),
    });
    const app = renderApp(`/reset-password?token=${TOKEN}`);
    await setPassword(app, 'N3w#Snippets');
    expect(await screen.findByText(VALIDATION.passwordCharacters)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([['/reset-password'], ['/reset-password?token='], ['/reset-password?token=too-short']])(
    'says the link is invalid without asking the server (%s)',
    async (url) => {
      const { calls } = mockApi();
      renderApp(url);
      expect(await screen.findByTestId('link-invalid')).toHaveTextContent(RECOVERY.resetLinkInvalid);
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
      await waitFor(() => expect(calls.some((call) => call.path.startsWith('/api/auth/reset'))).toBe(false));
    },
  );
});
