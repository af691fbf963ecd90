import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSystemColorScheme } from '../../test/viewport';
import {
  readThemePreference,
  setThemePreference,
  subscribeToTheme,
  THEME_COLORS,
  THEME_STORAGE_KEY,
} from './theme';

const isDark = () => document.documentElement.classList.contains('dark');

describe('theme', () => {
  let metas: HTMLMetaElement[];

  beforeEach(() => {
    metas = ['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)'].map((media) => {
      const meta = document.createElement('meta');
      meta.name = 'theme-color';
      meta.media = media;
      document.head.append(meta);
      return meta;
    });
  });

  afterEach(() => metas.forEach((meta) => meta.remove()));

  it("is 'system' until a choice is stored, and for anything else stored", () => {
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(readThemePreference()).toBe('system');
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readThemePreference()).toBe('dark');
  });

  it("is 'system' when storage is refused", () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readThemePreference()).toBe('system');
  });

  it('stores a choice, applies it to <html> and the toolbar colour, and tells listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTheme(listener);

    setThemePreference('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(isDark()).toBe(true);
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    expect(listener).toHaveBeenCalledTimes(1);

    setThemePreference('light');
    expect(isDark()).toBe(false);
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLORS.light, THEME_COLORS.light]);
    unsubscribe();
  });

  it("'system' forgets the stored choice and follows the system's scheme as it changes", () => {
    const unsubscribe = subscribeToTheme(() => undefined);
    setThemePreference('light');
    setSystemColorScheme('dark');
    expect(isDark()).toBe(false);

    setThemePreference('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(isDark()).toBe(true);
    setSystemColorScheme('light');
    expect(isDark()).toBe(false);
    unsubscribe();
    setSystemColorScheme('dark');
    expect(isDark()).toBe(false);
  });

  it('follows a choice made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToTheme(listener);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }));
    expect(isDark()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('sets the toolbar colour of a stored choice once something listens', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const unsubscribe = subscribeToTheme(() => undefined);
    expect(metas.map((meta) => meta.content)).toEqual([THEME_COLORS.dark, THEME_COLORS.dark]);
    unsubscribe();
  });

  it('still applies a choice for this page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    setThemePreference('dark');
    expect(isDark()).toBe(true);
  });
});
