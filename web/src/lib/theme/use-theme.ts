import { useSyncExternalStore } from 'react';
import {
  readThemePreference,
  resolveTheme,
  subscribeToTheme,
  type Theme,
  type ThemePreference,
} from './theme';

/**
 * The visitor's choice, or null on the server and while the page hydrates: a server-rendered page is the same for
 * everyone, so what it shows of the choice waits for the browser (the icons follow the class on <html> instead).
 */
export function useThemePreference(): ThemePreference | null {
  return useSyncExternalStore(subscribeToTheme, readThemePreference, () => null);
}

/** The theme in effect ('light' on the server and while hydrating). */
export function useResolvedTheme(): Theme {
  return useSyncExternalStore(
    subscribeToTheme,
    () => resolveTheme(readThemePreference()),
    () => 'light',
  );
}
