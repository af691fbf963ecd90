import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH, STORAGE_KEYS } from '@cloud-snippets/contract';
import { buildToken, buildUser } from '../../test/factories';
import { deferred, mockApi, type MockAnswer } from '../../test/mock-api';
import { renderApp } from '../testing';

const success = (): MockAnswer => ({
  body: { token: buildToken(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), user: buildUser() },
});

async function fillAndSubmit(app: ReturnType<typeof renderApp>, identifier = 'amy', password = 'Secret#123') {
  await app.user.type(await screen.findByLabelText('Email or username'), identifier);
  await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('has the fields and links of SPEC §2', async () => {
    mockApi();
    renderApp('/login');
    expect(await screen.findByLabelText('Email or username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
  });

  it('requires identifier and password', async () => {
    const { calls } = mockApi();
    const app = renderApp('/login');
    await app.user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email or username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it("reads 'Signing in...' while submitting, stores the session and goes to the redirect value", async () => {
    const answer = deferred<MockAnswer>();
    const { calls } = mockApi({ 'POST /api/auth/login': () => answer.promise });
    const app = renderApp('/login?redirect=%2Fsnippets%3Fplatform%3Dsfmc');
    await app.user.click(await screen.findByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(app);
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.resolve(success());
    await waitFor(() => expect(app.location()).toBe('/snippets?platform=sfmc'));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ username: 'ampscript_amy' });
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toEqual({
      identifier: 'amy',
      password: 'Secret#123',
      remember: true,
    });
  });

  it.each([
    ['//evil.example/phish', '/'],
    ['https://evil.example', '/'],
    ['', '/'],
  ])('does not follow an off-site redirect (%s)', async (redirect, expected) => {
    mockApi({ 'POST /api/auth/login': success });
    const app = renderApp(`/login?redirect=${encodeURIComponent(redirect)}`);
    await fillAndSubmit(app);
    await waitFor(() => expect(app.location()).toBe(expected));
  });

  it('shows the server message inline', async () => {
    mockApi({ 'POST /api/auth/login': () => ({ status: 401, body: { message: AUTH.invalidCredentials } }) });
    const app = renderApp('/login');
    await fillAndSubmit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.invalidCredentials);
    expect(app.location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the generic message when the server sends none', async () => {
    mockApi({ 'POST /api/auth/login': () => 'network-error' });
    const app = renderApp('/login');
    await fillAndSubmit(app);
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.loginFailed);
  });

  it('shows the captcha message when no bot-protection token can be obtained', async () => {
    const { calls } = mockApi({
      'GET /api/config': () => ({ body: { captcha: { provider: 'recaptcha', siteKey: 'site-key' } } }),
      'POST /api/auth/login': success,
    });
    // Google's script never loads in jsdom: the script element fails.
    const app = renderApp('/login');
    await screen.findByLabelText('Email or username');
    await waitFor(() => expect(document.querySelector('#recaptcha-script')).not.toBeNull());
    const script = document.querySelector<HTMLScriptElement>('#recaptcha-script')!;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
    script.dispatchEvent(new Event('error'));
    await fillAndSubmit(app);
    // The retry creates a new script element; fail it too.
    await waitFor(() => expect(document.querySelector('#recaptcha-script')).not.toBeNull());
    document.querySelector('#recaptcha-script')!.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.captchaFailed);
    expect(calls.some((call) => call.path === '/api/auth/login')).toBe(false);
  });

  it('sends the reCAPTCHA token for the login action', async () => {
    const executed: unknown[] = [];
    window.grecaptcha = {
      ready: (callback) => callback(),
      execute: async (siteKey, options) => {
        executed.push([siteKey, options]);
        return 'ok:login';
      },
    };
    const { calls } = mockApi({
      'GET /api/config': () => ({ body: { captcha: { provider: 'recaptcha', siteKey: 'site-key' } } }),
      'POST /api/auth/login': success,
    });
    const app = renderApp('/login');
    expect(await screen.findByTestId('captcha-badge')).toHaveTextContent(
      'This site is protected by reCAPTCHA',
    );
    await fillAndSubmit(app);
    await waitFor(() => expect(app.location()).toBe('/'));
    expect(executed).toEqual([['site-key', { action: 'login' }]]);
    expect(calls.find((call) => call.path === '/api/auth/login')?.body).toMatchObject({
      recaptchaToken: 'ok:login',
    });
    // Logged in: the badge is gone.
    expect(screen.queryByTestId('captcha-badge')).not.toBeInTheDocument();
    delete window.grecaptcha;
  });
});
