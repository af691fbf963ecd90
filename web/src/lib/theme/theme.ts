import { THEME_COLORS, type Theme } from './theme-colors';

export { THEME_COLORS, type Theme } from './theme-colors';

/** What the visitor chose in the theme menu; 'system' follows prefers-color-scheme. */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/**
 * The browser's entry for the choice (absent for 'system'). ssr/head-script.js reads it before first paint under the
 * same name; head-script.test.ts holds the two together.
 */
export const THEME_STORAGE_KEY = 'cloud-snippets.theme';

const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.includes(value as ThemePreference);
}

/** The stored choice; 'system' when there is none, it is unreadable, or storage is refused. */
export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function systemTheme(): Theme {
  return window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

export function resolveTheme(preference: ThemePreference): Theme {
  return preference === 'system' ? systemTheme() : preference;
}

/** The theme on the page: the `dark` class on <html> (styles.css) and the toolbar colour. */
export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document
    .querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')
    .forEach((meta) => meta.setAttribute('content', THEME_COLORS[theme]));
}

const listeners = new Set<() => void>();

function refresh() {
  applyTheme(resolveTheme(readThemePreference()));
  listeners.forEach((listener) => listener());
}

/** Stores the choice for this browser (every tab follows) and applies it. */
export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Storage is refused: the choice holds for this page only.
    applyTheme(resolveTheme(preference));
    return;
  }
  refresh();
}

function onStorage(event: StorageEvent) {
  if (event.key === THEME_STORAGE_KEY || event.key === null) refresh();
}

/**
 * Calls `listener` when the choice changes here or in another tab, or the system's scheme changes; while anything
 * listens, the page follows those changes too.
 */
export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('storage', onStorage);
    window.matchMedia(DARK_SCHEME_QUERY).addEventListener('change', refresh);
    // The head script set the class; the toolbar colour of a choice that differs from the system's is set here.
    applyTheme(resolveTheme(readThemePreference()));
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      window.matchMedia(DARK_SCHEME_QUERY).removeEventListener('change', refresh);
    }
  };
}
