import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RECOVERY, STORAGE_KEYS, VALIDATION } from '@cloud-snippets/contract';
import { buildToken, buildUser } from '../../test/factories';
import { deferred, mockApi, type MockAnswer } from '../../test/mock-api';
import { renderApp } from '../testing';

const TOKEN = 'v3rify-L1nk_token'.padEnd(43, 'x');

/** The app under React's StrictMode, which mounts every component twice (effects included) in development. */
function renderStrict(url: string) {
  return renderApp(url, { strict: true });
}

describe('/verify-email', () => {
  it('posts the token once, even under StrictMode, with progress then the answer', async () => {
    const answer = deferred<MockAnswer>();
    const { calls } = mockApi({ 'POST /api/auth/verify-email': () => answer.promise });
    renderStrict(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('Confirming your address...')).toBeInTheDocument();
    answer.resolve({ body: { message: RECOVERY.emailVerified } });
    expect(await screen.findByText(RECOVERY.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    const posts = calls.filter((call) => call.path === '/api/auth/verify-email');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ token: TOKEN });
  });

  it('says the link is invalid when the server refuses it', async () => {
    mockApi({
      'POST /api/auth/verify-email': () => ({ status: 400, body: { message: RECOVERY.resetLinkInvalid } }),
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByTestId('link-invalid')).toHaveTextContent(RECOVERY.resetLinkInvalid);
  });

  it('says so when the new address was taken by someone else meanwhile', async () => {
    mockApi({
      'POST /api/auth/verify-email': () => ({
        status: 400,
        body: { message: 'Validation failed', errors: [{ field: 'email', error: VALIDATION.emailTaken }] },
      }),
    });
    renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByTestId('link-invalid')).toHaveTextContent(VALIDATION.emailTaken);
  });

  it('says the link is invalid without a token, and asks nothing', async () => {
    const { calls } = mockApi();
    renderApp('/verify-email');
    expect(await screen.findByTestId('link-invalid')).toHaveTextContent(RECOVERY.resetLinkInvalid);
    expect(calls.some((call) => call.path === '/api/auth/verify-email')).toBe(false);
  });

  it('offers another try when the server could not answer', async () => {
    let answer: MockAnswer = { status: 503, body: { message: 'The server is busy right now.' } };
    mockApi({ 'POST /api/auth/verify-email': () => answer });
    const app = renderApp(`/verify-email?token=${TOKEN}`);
    expect(await screen.findByText('The server is busy right now.')).toBeInTheDocument();
    answer = { body: { message: RECOVERY.emailVerified } };
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(RECOVERY.emailVerified)).toBeInTheDocument();
  });

  it("brings a signed-in member's profile up to date: the unconfirmed banner goes", async () => {
    let user = buildUser({ emailVerified: false });
    const verified = deferred<MockAnswer>();
    const { calls } = mockApi({
      'GET /api/auth/profile': () => ({ body: { user } }),
      'GET /api/users/profile': () => ({ body: { user } }),
      'POST /api/auth/verify-email': async () => {
        const answer = await verified.promise;
        user = { ...user, emailVerified: true };
        return answer;
      },
    });
    renderApp(`/verify-email?token=${TOKEN}`, { signedIn: { token: buildToken(), user } });
    expect(await screen.findByTestId('unverified-banner')).toHaveTextContent(
      'Confirm your address amy@example.com to get notification mail.',
    );
    verified.resolve({ body: { message: RECOVERY.emailVerified } });
    expect(await screen.findByText(RECOVERY.emailVerified)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
    expect(calls.filter((call) => call.path === '/api/auth/profile').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByTestId('unverified-banner')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ emailVerified: true });
  });
});
