import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH, RECOVERY, VALIDATION } from '@cloud-snippets/contract';
import { resetRecaptchaForTests } from '../../lib/captcha';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../testing';

const requested = () => ({ body: { message: RECOVERY.resetRequested } });

async function ask(app: ReturnType<typeof renderApp>, email = 'amy@example.com') {
  await app.user.type(await screen.findByLabelText('Email'), email);
  await app.user.click(screen.getByRole('button', { name: 'Send me a link' }));
}

describe('/forgot-password', () => {
  it('sends the address and shows the same answer in place of the form', async () => {
    const { calls } = mockApi({ 'POST /api/auth/forgot-password': requested });
    const app = renderApp('/forgot-password');
    await ask(app, '  Amy@Example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent(RECOVERY.resetRequested);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    expect(calls.find((call) => call.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'amy@example.com',
    });
  });

  it('checks the address before asking', async () => {
    const { calls } = mockApi({ 'POST /api/auth/forgot-password': requested });
    const app = renderApp('/forgot-password');
    await app.user.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(VALIDATION.emailRequired)).toBeInTheDocument();
    await ask(app, 'not-an-address');
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/auth/forgot-password')).toBe(false);
  });

  it("puts the server's field errors under the field, and says when it is asked too often", async () => {
    let answer = {
      status: 400,
      body: { message: 'Validation failed', errors: [{ field: 'email', error: VALIDATION.emailInvalid }] },
    };
    mockApi({ 'POST /api/auth/forgot-password': () => answer });
    const app = renderApp('/forgot-password');
    await ask(app);
    expect(await screen.findByText(VALIDATION.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 429, body: { message: RECOVERY.tooManyResetRequests, errors: [] } };
    await app.user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RECOVERY.tooManyResetRequests);
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('sends a bot-protection token (the login action) and shows the notice', async () => {
    resetRecaptchaForTests();
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
      'POST /api/auth/forgot-password': requested,
    });
    const app = renderApp('/forgot-password');
    expect(await screen.findByTestId('captcha-badge')).toBeInTheDocument();
    await ask(app);
    await screen.findByText(RECOVERY.resetRequested);
    expect(executed).toEqual([['site-key', { action: 'login' }]]);
    expect(calls.find((call) => call.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'amy@example.com',
      recaptchaToken: 'ok:login',
    });
    delete window.grecaptcha;
  });

  it('says so when no bot-protection token can be had', async () => {
    resetRecaptchaForTests();
    const { calls } = mockApi({
      'GET /api/config': () => ({ body: { captcha: { provider: 'recaptcha', siteKey: 'site-key' } } }),
      'POST /api/auth/forgot-password': requested,
    });
    const app = renderApp('/forgot-password');
    await screen.findByLabelText('Email');
    await waitFor(() => expect(document.querySelector('#recaptcha-script')).not.toBeNull());
    document.querySelector('#recaptcha-script')!.dispatchEvent(new Event('error'));
    await ask(app);
    await waitFor(() => expect(document.querySelector('#recaptcha-script')).not.toBeNull());
    document.querySelector('#recaptcha-script')!.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH.captchaFailed);
    expect(calls.some((call) => call.path === '/api/auth/forgot-password')).toBe(false);
  });
});
