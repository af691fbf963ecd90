import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '@cloud-snippets/contract';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../testing';

const LINK = 'u=7f1c8a52-4c1e-4a39-9a77-0c7c2b1d0001&k=comment&t=signature';
const done = () => ({ body: { message: NOTIFICATION_MESSAGES.unsubscribed('Comments on my snippets') } });

describe('/unsubscribe', () => {
  it('changes nothing on opening; the button stops the mails and says so', async () => {
    const { calls } = mockApi({ 'POST /api/notifications/unsubscribe': done });
    const app = renderApp(`/unsubscribe?${LINK}`);
    const button = await screen.findByRole('button', { name: 'Stop these mails' });
    expect(screen.getByText('Comments on my snippets')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/notifications/unsubscribe')).toBe(false);
    await app.user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      NOTIFICATION_MESSAGES.unsubscribed('Comments on my snippets'),
    );
    const post = calls.find((call) => call.path === '/api/notifications/unsubscribe')!;
    expect(post.method).toBe('POST');
    expect(Object.fromEntries(post.url.searchParams)).toEqual({
      u: '7f1c8a52-4c1e-4a39-9a77-0c7c2b1d0001',
      k: 'comment',
      t: 'signature',
    });
    expect(screen.getByRole('link', { name: 'Choose what you get' })).toHaveAttribute(
      'href',
      '/profile#notifications',
    );
  });

  it("shows the server's refusal", async () => {
    mockApi({
      'POST /api/notifications/unsubscribe': () => ({
        status: 400,
        body: { message: NOTIFICATION_MESSAGES.unsubscribeInvalid },
      }),
    });
    const app = renderApp(`/unsubscribe?${LINK}`);
    await app.user.click(await screen.findByRole('button', { name: 'Stop these mails' }));
    expect(await screen.findByTestId('link-invalid')).toHaveTextContent(
      NOTIFICATION_MESSAGES.unsubscribeInvalid,
    );
    expect(screen.queryByRole('button', { name: 'Stop these mails' })).not.toBeInTheDocument();
  });

  it.each([
    ['/unsubscribe'],
    ['/unsubscribe?u=someone&k=comment&t=x'],
    ['/unsubscribe?u=7f1c8a52-4c1e-4a39-9a77-0c7c2b1d0001&k=spam&t=x'],
  ])('says an incomplete link is invalid without a button (%s)', async (url) => {
    const { calls } = mockApi();
    renderApp(url);
    expect(await screen.findByTestId('link-invalid')).toHaveTextContent(
      NOTIFICATION_MESSAGES.unsubscribeInvalid,
    );
    expect(screen.queryByRole('button', { name: 'Stop these mails' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/notifications/unsubscribe')).toBe(false),
    );
  });
});
