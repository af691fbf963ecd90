import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../testing';

describe('404 page', () => {
  it('shows Page Not Found with a way home', async () => {
    mockApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found – Cloud Snippets'));
  });

  it('its search box goes to browse with the text', async () => {
    mockApi();
    const app = renderApp('/nope');
    await app.user.type(await screen.findByTestId('not-found-search-input'), 'journey builder{Enter}');
    await waitFor(() => expect(app.location()).toBe('/snippets?search=journey+builder'));
  });

  it('ignores a blank search', async () => {
    mockApi();
    const app = renderApp('/nope');
    await app.user.type(await screen.findByTestId('not-found-search-input'), '  ');
    await app.user.click(screen.getByTestId('not-found-search-submit'));
    expect(app.location()).toBe('/nope');
  });

  it('Go Back returns to the previous page', async () => {
    mockApi();
    const app = renderApp('/terms');
    await screen.findByRole('heading', { name: 'Terms of Service' });
    await app.router.navigate('/missing');
    await app.user.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(app.location()).toBe('/terms'));
  });
});
