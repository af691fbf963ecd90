import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSystemColorScheme } from '../test/viewport';
import { resolveTheme, THEME_PREFERENCES, THEME_STORAGE_KEY } from '../lib/theme/theme';
import script from './head-script.js?raw';

// The script as the browser gets it: the built asset is the file, byte for byte.
const runHeadScript = () => new Function(script)();
const isDark = () => document.documentElement.classList.contains('dark');

describe('the head script (head-script.js): the theme', () => {
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

describe('the head script (head-script.js): the app', () => {
  /** Runs the script as the element `<script data-entry data-modules>` of a parsed page. */
  function runAsElement(attributes: Record<string, string>) {
    const element = document.createElement('script');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(element);
    runHeadScript();
  }
  const added = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map((node) =>
      node instanceof HTMLScriptElement
        ? `script ${node.getAttribute('src')}`
        : `link ${node.getAttribute('href')}`,
    );

  afterEach(() => document.head.replaceChildren());

  it('asks for the modules, then runs the entry, once the page has been painted', async () => {
    runAsElement({
      'data-entry': '/assets/index-a.js',
      'data-modules': '/assets/shell-b.js /assets/home-c.js',
    });
    expect(added()).toEqual([]);
    await vi.waitFor(() =>
      expect(added()).toEqual([
        'link /assets/shell-b.js',
        'link /assets/home-c.js',
        'script /assets/index-a.js',
      ]),
    );
  });

  it("where the browser reports paints, waits for the page's first contentful paint", () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    runAsElement({ 'data-entry': '/assets/index-a.js', 'data-modules': '/assets/shell-b.js' });
    report!({ getEntriesByName: () => [] });
    expect(added()).toEqual([]);
    report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(added()).toEqual(['link /assets/shell-b.js', 'script /assets/index-a.js']);
    vi.unstubAllGlobals();
  });

  it('adds nothing, and waits for nothing, on a page rendered without a build', () => {
    const listen = vi.spyOn(document, 'addEventListener');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    runAsElement({});
    expect(added()).toEqual([]);
    expect(listen).not.toHaveBeenCalled();
    expect(frame).not.toHaveBeenCalled();
  });
});
