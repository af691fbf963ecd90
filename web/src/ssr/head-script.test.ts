import { describe, expect, it, vi } from 'vitest';
import { setSystemColorScheme } from '../../test/viewport';
import { resolveTheme, THEME_PREFERENCES, THEME_STORAGE_KEY } from './theme';
import script from './theme-script.js?raw';

// The script as the browser gets it: the built asset is the file, byte for byte.
const runHeadScript = () => new Function(script)();
const isDark = () => document.documentElement.classList.contains('dark');

describe('the head script (theme-script.js)', () => {
  for (const system of ['light', 'dark'] as const) {
    for (const preference of THEME_PREFERENCES) {
      it(`with '${preference}' stored and a ${system} system, picks what the app would`, () => {
        setSystemColorScheme(system);
        if (preference !== 'system') localStorage.setItem(THEME_STORAGE_KEY, preference);
        runHeadScript();
        expect(isDark()).toBe(resolveTheme(preference) === 'dark');
      });
    }
  }

  it('follows the system when storage is refused', () => {
    setSystemColorScheme('dark');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    runHeadScript();
    expect(isDark()).toBe(true);
  });
});
