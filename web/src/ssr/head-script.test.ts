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

  type PaintReport = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  /** A PerformanceObserver for paints whose reports the test makes: returns the observer's callback. */
  function stubPaintObserver(): PaintReport {
    let callback: PaintReport | undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        constructor(observerCallback: PaintReport) {
          callback = observerCallback;
        }
        observe() {}
        disconnect() {}
      },
    );
    return (list) => callback!(list);
  }

  it('asks for the entry and its modules once the page has been painted, at the default priority, and runs it', async () => {
    runAsElement({
      'data-entry': '/assets/index-a.js',
      'data-modules': '/assets/shell-b.js /assets/home-c.js',
    });
    // Scripts asked for before the paint would count, in Lighthouse's simulation, as blocking it.
    expect(added()).toEqual([]);
    const preloads = ['link /assets/index-a.js', 'link /assets/shell-b.js', 'link /assets/home-c.js'];
    await vi.waitFor(() => expect(added()).toEqual([...preloads, 'script /assets/index-a.js']));
    // Low priority held them back until the page was laid out.
    for (const link of document.head.querySelectorAll('link')) expect(link.fetchPriority).not.toBe('low');
  });

  it("where the browser reports paints, waits for the page's first contentful paint", () => {
    const report = stubPaintObserver();
    runAsElement({ 'data-entry': '/assets/index-a.js', 'data-modules': '/assets/shell-b.js' });
    const preloads = ['link /assets/index-a.js', 'link /assets/shell-b.js'];
    report({ getEntriesByName: () => [] });
    expect(added()).toEqual([]);
    report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(added()).toEqual([...preloads, 'script /assets/index-a.js']);
    vi.unstubAllGlobals();
  });

  it('runs the entry only once the page is parsed to its end, when the paint comes first', () => {
    const report = stubPaintObserver();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runAsElement({ 'data-entry': '/assets/index-a.js', 'data-modules': '/assets/shell-b.js' });
    const preloads = ['link /assets/index-a.js', 'link /assets/shell-b.js'];
    // Painted while the rest of the document (the page's data) is still arriving: the modules are fetched, but the
    // entry would find no data.
    report({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    expect(added()).toEqual(preloads);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(added()).toEqual([...preloads, 'script /assets/index-a.js']);
    vi.unstubAllGlobals();
  });

  it('adds nothing, and waits for nothing, on a page rendered without a build', () => {
    const listen = vi.spyOn(document, 'addEventListener');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    runAsElement({});
    expect(added()).toEqual([]);
    expect(listen.mock.calls.map(([type]) => type).sort()).toEqual(['click', 'submit']);
    expect(frame).not.toHaveBeenCalled();
  });
});

describe('the head script (head-script.js): before the app runs', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-hydrated');
  });

  function appForm() {
    const form = document.createElement('form');
    form.setAttribute('data-app-form', '');
    form.innerHTML = '<input name="identifier" value="amy"><button type="submit">Sign in</button>';
    document.body.append(form);
    return form;
  }
  /** Submits as the browser would and tells whether the submission went on to a native send. */
  function submit(form: HTMLFormElement, submitter: HTMLElement | null) {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
    const reachedApp = vi.fn();
    document.addEventListener('submit', reachedApp);
    form.dispatchEvent(event);
    document.removeEventListener('submit', reachedApp);
    return { sentNatively: !event.defaultPrevented, reachedApp: reachedApp.mock.calls.length > 0 };
  }

  it("holds an app form's submission, with its button, until the form's component takes over", () => {
    runHeadScript();
    const form = appForm();
    const button = form.querySelector('button')!;
    expect(submit(form, button)).toEqual({ sentNatively: false, reachedApp: false });
    expect(form.hasAttribute('data-submit-held')).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect((form as HTMLFormElement & { heldSubmitter?: HTMLElement }).heldSubmitter).toBe(button);

    form.setAttribute('data-app-form-ready', '');
    expect(submit(form, button)).toEqual({ sentNatively: true, reachedApp: true });
  });

  it('lets other forms (search, filters) submit as they are: GET forms that need no app', () => {
    runHeadScript();
    const form = document.createElement('form');
    document.body.append(form);
    expect(submit(form, null)).toEqual({ sentNatively: true, reachedApp: true });
  });

  it('refuses a press of an app button visibly, with the text the page gives, until the page has hydrated', () => {
    const element = document.createElement('script');
    element.setAttribute('data-still-loading', 'Still loading — try again in a moment');
    document.body.append(element);
    runHeadScript();
    const button = document.createElement('button');
    button.setAttribute('data-app-action', '');
    button.innerHTML = '<span>Save</span>';
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    document.body.append(button);

    button.querySelector('span')!.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(document.getElementById('still-loading')).toHaveTextContent(
      'Still loading — try again in a moment',
    );
    expect(document.getElementById('still-loading')).toHaveAttribute('role', 'status');

    document.documentElement.setAttribute('data-hydrated', '');
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('refuses a press in a part of the page that hydrates later until that part has hydrated', () => {
    runHeadScript();
    document.documentElement.setAttribute('data-hydrated', '');
    const part = document.createElement('div');
    part.setAttribute('data-app-pending', '');
    part.innerHTML = '<button data-app-action>Like</button><a href="#raw">Raw</a>';
    document.body.append(part);
    const onClick = vi.fn();
    document.body.addEventListener('click', onClick);

    part.querySelector('button')!.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(document.getElementById('still-loading')).toHaveAttribute('role', 'status');
    // The part is marked, so the note outlasts any other part that hydrates first (lib/still-loading-note.ts).
    expect(part).toHaveAttribute('data-pressed');
    // A link in the part needs no app: it is followed as it is.
    part.querySelector('a')!.click();
    expect(onClick).toHaveBeenCalledTimes(1);

    part.removeAttribute('data-app-pending');
    part.querySelector('button')!.click();
    expect(onClick).toHaveBeenCalledTimes(2);
    document.body.removeEventListener('click', onClick);
  });
});
