import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../../lib/theme/theme';
import { mockApi } from '../../test/mock-api';
import { setSystemColorScheme, setViewportWidth } from '../../test/viewport';
import { renderApp } from '../testing';
import { ThemeMenu } from './theme-menu';

const isDark = () => document.documentElement.classList.contains('dark');

async function openHome() {
  mockApi();
  const app = renderApp('/');
  await screen.findByRole('heading', { name: /Share and discover/ });
  return app;
}

describe('theme menu', () => {
  it('names the theme in effect and changes it from the keyboard', async () => {
    setSystemColorScheme('dark');
    const app = await openHome();
    const nav = screen.getByRole('banner');
    const toggle = within(nav).getByRole('button', { name: 'Theme: System (dark)' });

    toggle.focus();
    await app.user.keyboard('{ArrowDown}');
    const choices = within(nav).getByRole('group', { name: 'Theme' });
    expect(within(choices).getByRole('button', { name: 'Light' })).toHaveFocus();
    expect(within(choices).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await app.user.keyboard('{ArrowDown}{Enter}');

    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggle).toHaveAccessibleName('Theme: Dark');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await app.user.click(toggle);
    await app.user.click(within(nav).getByRole('button', { name: 'Light' }));
    expect(isDark()).toBe(false);
    expect(toggle).toHaveAccessibleName('Theme: Light');
  });

  it('is in the mobile menu too', async () => {
    setViewportWidth(375);
    const app = await openHome();
    await app.user.click(screen.getByTestId('mobile-menu-toggle'));
    const choices = within(await screen.findByTestId('mobile-menu')).getByRole('group', { name: 'Theme' });
    await app.user.click(within(choices).getByRole('button', { name: 'Dark' }));
    expect(isDark()).toBe(true);
    expect(within(choices).getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(choices).getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('hydrates a server-rendered page without a mismatch, then shows the stored choice', async () => {
    const serverHtml = renderToString(<ThemeMenu />);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();

    const root = await act(async () => hydrateRoot(container, <ThemeMenu />, { onRecoverableError }));

    expect(errors).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(within(container).getByRole('button')).toHaveAccessibleName('Theme: Dark');
    act(() => root.unmount());
    container.remove();
  });
});
