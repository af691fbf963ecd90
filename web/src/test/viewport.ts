/**
 * A controllable window.matchMedia for jsdom (which has none): min-width/max-width queries are evaluated
 * against a fake viewport width, prefers-color-scheme against a fake system scheme (light unless set), and
 * setViewportWidth / setSystemColorScheme notify the listeners whose answer changed.
 */
type Listener = (event: MediaQueryListEvent) => void;
const subscriptions = new Set<{ query: string; listener: Listener }>();
let width = 1280;
let colorScheme: 'light' | 'dark' = 'light';

function evaluate(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  const scheme = /prefers-color-scheme:\s*(light|dark)/.exec(query);
  return (
    (!min || width >= Number(min[1])) &&
    (!max || width <= Number(max[1])) &&
    (!scheme || scheme[1] === colorScheme)
  );
}

function install() {
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => subscriptions.add({ query, listener }),
      removeEventListener: (_type: string, listener: Listener) => {
        for (const entry of subscriptions) if (entry.listener === listener) subscriptions.delete(entry);
      },
      addListener: (listener: Listener) => subscriptions.add({ query, listener }),
      removeListener: (listener: Listener) => {
        for (const entry of subscriptions) if (entry.listener === listener) subscriptions.delete(entry);
      },
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
}

export function resetViewport() {
  subscriptions.clear();
  width = 1280;
  colorScheme = 'light';
  install();
}

function changeMedia(change: () => void) {
  const before = [...subscriptions].map((entry) => ({ entry, matched: evaluate(entry.query) }));
  change();
  for (const { entry, matched } of before) {
    const matches = evaluate(entry.query);
    if (matches !== matched) entry.listener({ matches, media: entry.query } as MediaQueryListEvent);
  }
}

export function setViewportWidth(next: number) {
  changeMedia(() => (width = next));
}

export function setSystemColorScheme(next: 'light' | 'dark') {
  changeMedia(() => (colorScheme = next));
}
