import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH, STORAGE_KEYS, VALIDATION } from '@cloud-snippets/contract';
import { buildToken, buildUser } from '../../test/factories';
import { mockApi, type MockAnswer } from '../../test/mock-api';
import { renderApp } from '../testing';

const created = (token = buildToken()): MockAnswer => ({
  status: 201,
  body: {
    token,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    user: buildUser({ username: 'new_dev' }),
  },
});

async function openRegister() {
  const app = renderApp('/register');
  await screen.findByRole('heading', { name: 'Join the community' });
  const fields = {
    username: screen.getByLabelText('Username'),
    email: screen.getByLabelText('Email'),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm Password'),
    terms: screen.getByRole('checkbox', { name: /I accept the Terms of Service and the Privacy Policy/ }),
    submit: screen.getByRole('button', { name: 'Create account' }),
  };
  return { app, fields };
}

async function fillValid(
  app: ReturnType<typeof renderApp>,
  fields: Awaited<ReturnType<typeof openRegister>>['fields'],
) {
  await app.user.type(fields.username, 'new_dev');
  await app.user.type(fields.email, 'New@Example.com');
  await app.user.type(fields.password, 'Secret#123');
  await app.user.type(fields.confirm, 'Secret#123');
  await app.user.click(fields.terms);
}

describe('register page', () => {
  it('links to the terms, the privacy policy and login', async () => {
    mockApi();
    await openRegister();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('validates live with the messages of SPEC §5 and icons', async () => {
    mockApi();
    const { app, fields } = await openRegister();
    await app.user.type(fields.username, 'ab');
    expect(await screen.findByText(VALIDATION.usernameTooShort)).toBeInTheDocument();
    expect(screen.getByTestId('username-invalid-icon')).toBeInTheDocument();
    expect(fields.username).toHaveAttribute('aria-invalid', 'true');
    await app.user.type(fields.username, 'c!');
    expect(await screen.findByText(VALIDATION.usernameCharacters)).toBeInTheDocument();
    await app.user.clear(fields.username);
    expect(await screen.findByText(VALIDATION.usernameRequired)).toBeInTheDocument();
    await app.user.type(fields.username, 'a'.repeat(31));
    expect(await screen.findByText(VALIDATION.usernameTooLong)).toBeInTheDocument();
    await app.user.clear(fields.username);
    await app.user.type(fields.username, 'abc');
    expect(await screen.findByTestId('username-valid-icon')).toBeInTheDocument();

    await app.user.type(fields.email, 'nope');
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    await app.user.clear(fields.email);
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();

    await app.user.type(fields.password, 'short');
    expect(await screen.findByText(VALIDATION.passwordTooShort)).toBeInTheDocument();
    await app.user.type(fields.password, 'enough');
    expect(await screen.findByText(VALIDATION.passwordComposition)).toBeInTheDocument();
    await app.user.clear(fields.password);
    expect(await screen.findByText(VALIDATION.passwordRequired)).toBeInTheDocument();

    await app.user.type(fields.password, 'Secret#123');
    await app.user.type(fields.confirm, 'Secret#12');
    expect(await screen.findByText(VALIDATION.passwordsDoNotMatch)).toBeInTheDocument();
    await app.user.type(fields.confirm, '3');
    await waitFor(() => expect(screen.queryByText(VALIDATION.passwordsDoNotMatch)).not.toBeInTheDocument());
    expect(screen.getByTestId('confirmPassword-valid-icon')).toBeInTheDocument();
  });

  it('shows the strength label and the checklist as the password grows', async () => {
    mockApi();
    const { app, fields } = await openRegister();
    const label = () => screen.getByTestId('password-strength-label').textContent;
    await app.user.type(fields.password, 'a');
    expect(label()).toBe('Weak');
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(
      within(checklist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'At least 8 characters(not met)',
      'One uppercase letter(not met)',
      'One lowercase letter(met)',
      'One number(not met)',
      'One special character(not met)',
    ]);
    await app.user.clear(fields.password);
    await app.user.type(fields.password, '!!');
    expect(label()).toBe('Weak');
    await app.user.clear(fields.password);
    await app.user.type(fields.password, 'aA');
    expect(label()).toBe('Fair');
    await app.user.type(fields.password, '1');
    expect(label()).toBe('Good');
    await app.user.type(fields.password, '#');
    expect(label()).toBe('Strong');
    await app.user.type(fields.password, '4567');
    expect(label()).toBe('Very Strong');
    const finalChecklist = screen.getByRole('list', { name: 'Password requirements' });
    expect(
      within(finalChecklist)
        .getAllByRole('listitem')
        .every((item) => item.dataset.met === 'true'),
    ).toBe(true);
  });

  it('keeps submit disabled until the form is valid and the terms are accepted', async () => {
    mockApi();
    const { app, fields } = await openRegister();
    expect(fields.submit).toBeDisabled();
    await app.user.type(fields.username, 'new_dev');
    await app.user.type(fields.email, 'new@example.com');
    await app.user.type(fields.password, 'Secret#123');
    await app.user.type(fields.confirm, 'Secret#123');
    expect(fields.submit).toBeDisabled();
    await app.user.click(fields.terms);
    await waitFor(() => expect(fields.submit).toBeEnabled());
    await app.user.click(fields.terms);
    await waitFor(() => expect(fields.submit).toBeDisabled());
  });

  it('on success shows the message, does not keep the session, and goes to /login', async () => {
    const token = buildToken();
    const { calls } = mockApi({
      'POST /api/auth/register': () => created(token),
      'POST /api/auth/logout': () => ({ body: { message: 'ok' } }),
    });
    const { app, fields } = await openRegister();
    await fillValid(app, fields);
    await app.user.click(fields.submit);
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(await screen.findByText(AUTH.registrationSuccess)).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/register')?.body).toEqual({
      username: 'new_dev',
      email: 'new@example.com',
      password: 'Secret#123',
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    // The issued token is revoked rather than kept.
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/auth/logout')?.headers.Authorization).toBe(
        `Bearer ${token}`,
      ),
    );
  });

  it('puts server field errors on their fields', async () => {
    mockApi({
      'POST /api/auth/register': () => ({
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [
            { field: 'username', error: 'Username is already taken' },
            { field: 'email', error: 'Email is already registered' },
          ],
        },
      }),
    });
    const { app, fields } = await openRegister();
    await fillValid(app, fields);
    await app.user.click(fields.submit);
    expect(await screen.findByText('Username is already taken')).toBeInTheDocument();
    expect(screen.getByText('Email is already registered')).toBeInTheDocument();
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(app.location()).toBe('/register');
  });

  it.each([
    [{ status: 400, body: { message: AUTH.captchaFailed } } as MockAnswer, AUTH.captchaFailed],
    [{ status: 429, body: { message: AUTH.tooManyRegistrations } } as MockAnswer, AUTH.tooManyRegistrations],
    [
      {
        status: 400,
        body: { message: 'Validation failed', errors: [{ field: 'body', error: 'Unexpected' }] },
      } as MockAnswer,
      'Unexpected',
    ],
    ['network-error' as MockAnswer, AUTH.registrationFailed],
  ])('shows other failures as a general message (%#)', async (answer, message) => {
    mockApi({ 'POST /api/auth/register': () => answer });
    const { app, fields } = await openRegister();
    await fillValid(app, fields);
    await app.user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
