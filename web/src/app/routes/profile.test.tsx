import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH, DEFAULT_ERRORS, STORAGE_KEYS } from '@cloud-snippets/contract';
import { buildToken, buildUser } from '../../test/factories';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../testing';

const user = buildUser({ bio: 'Hello', website: 'https://amy.dev' });
const own = {
  'GET /api/auth/profile': () => ({ body: { user } }),
  'GET /api/users/profile': () => ({ body: { user } }),
};
const signedIn = () => ({ signedIn: { token: buildToken(), user } });

describe('/profile', () => {
  it('shows the own profile with its settings', async () => {
    mockApi(own);
    renderApp('/profile', signedIn());
    expect(await screen.findByTestId('profile-email')).toHaveTextContent('amy@example.com');
    expect(screen.getByTestId('profile-form')).toBeInTheDocument();
    expect(screen.getByText('Change photo')).toBeInTheDocument();
    expect(screen.getByTestId('password-form')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View public profile' })).toHaveAttribute(
      'href',
      '/users/ampscript_amy',
    );
  });

  it("changes the password with the server's text; a mismatch is caught first", async () => {
    const api = mockApi({
      ...own,
      'PUT /api/users/password': () => ({ body: { message: AUTH.passwordChanged } }),
    });
    const app = renderApp('/profile', signedIn());
    const form = await screen.findByTestId('password-form');
    await app.user.type(within(form).getByLabelText('Current password'), 'CloudDemo#2025');
    await app.user.type(within(form).getByLabelText('New password'), 'N3w#Password');
    await app.user.type(within(form).getByLabelText('Confirm new password'), 'N3w#Passwor');
    await app.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Passwords do not match')).toBeInTheDocument();
    await app.user.type(within(form).getByLabelText('Confirm new password'), 'd');
    await app.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(AUTH.passwordChanged)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/users/password')!.body).toEqual({
      currentPassword: 'CloudDemo#2025',
      newPassword: 'N3w#Password',
    });
  });

  it("puts a wrong current password on its field, else 'Password change failed'", async () => {
    let answer = {
      status: 400,
      body: {
        message: AUTH.currentPasswordIncorrect,
        errors: [{ field: 'currentPassword', error: AUTH.currentPasswordIncorrect }],
      },
    } as { status: number; body: object };
    mockApi({ ...own, 'PUT /api/users/password': () => answer });
    const app = renderApp('/profile', signedIn());
    const form = await screen.findByTestId('password-form');
    await app.user.type(within(form).getByLabelText('Current password'), 'wrong-one1!');
    await app.user.type(within(form).getByLabelText('New password'), 'N3w#Password');
    await app.user.type(within(form).getByLabelText('Confirm new password'), 'N3w#Password');
    await app.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText(AUTH.currentPasswordIncorrect)).toBeInTheDocument();
    answer = { status: 400, body: {} };
    await app.user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(DEFAULT_ERRORS.passwordChange);
  });

  it('deletes the account after confirmation: session cleared, back home', async () => {
    const api = mockApi({
      ...own,
      'DELETE /api/users/account': () => ({ body: { message: AUTH.accountDeleted } }),
    });
    const app = renderApp('/profile', signedIn());
    await app.user.click(await screen.findByTestId('delete-account-button'));
    const dialog = screen.getByTestId('delete-account-dialog');
    await app.user.type(within(dialog).getByLabelText('Password'), 'CloudDemo#2025');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(await screen.findByText(AUTH.accountDeleted)).toBeInTheDocument();
    // The session ends as /profile unmounts (after the move home), not before it.
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull());
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/users/account')!.body).toEqual({
      password: 'CloudDemo#2025',
    });
  });

  it("a failed deletion says the server's message, else 'Account deletion failed'", async () => {
    mockApi({ ...own, 'DELETE /api/users/account': () => ({ status: 400, body: {} }) });
    const app = renderApp('/profile', signedIn());
    await app.user.click(await screen.findByTestId('delete-account-button'));
    const dialog = screen.getByTestId('delete-account-dialog');
    await app.user.type(within(dialog).getByLabelText('Password'), 'x');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DEFAULT_ERRORS.accountDeletion);
    expect(app.location()).toBe('/profile');
  });
});
