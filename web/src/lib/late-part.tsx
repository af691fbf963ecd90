import {
  Suspense,
  memo,
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { HYDRATED_ATTRIBUTE, whenPageHydrated } from '../hooks/use-hydrated';
import { dismissStillLoadingNote, PRESSED_ATTRIBUTE } from './still-loading-note';

/** Called by a late part once it has hydrated: its PendingUntilHydrated wrapper then stops refusing presses. */
const PartHydrated = createContext<(() => void) | null>(null);

function SaysHydrated() {
  const hydrated = use(PartHydrated);
  useEffect(() => hydrated?.(), [hydrated]);
  return null;
}

/**
 * A part of a page in a chunk of its own, outside the page's first load (decision 065): the server renders it
 * within the page; the browser hydrates the page without waiting for it, keeping the part's server HTML as it is (a
 * Suspense boundary whose code is still loading) and hydrating it when its chunk arrives. Buttons in it that need the
 * app go in a PendingUntilHydrated, which tells the head script to refuse a press visibly until then.
 *
 * `preload` starts the chunk: a page module's beforeRender calls it and waits for it when the page is rendered in the
 * browser (a client navigation), where a part still loading would appear after the rest; for the page the server
 * rendered, the chunk is fetched once the page has hydrated.
 */
export function latePart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let failure: unknown = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A chunk that cannot be loaded is the application's error (SPEC §8), as a page's own chunk is.
        failure = error;
      },
    ));

  function Loaded(props: P) {
    if (failure) throw failure;
    const Component = loaded;
    // While the page hydrates, its late parts wait: their chunks are fetched and run once it has, not in its way.
    if (!Component) throw isFirstPage() ? whenPageHydrated.then(preload) : preload();
    return (
      <>
        <Component {...props} />
        <SaysHydrated />
      </>
    );
  }

  // Memoized: a page that renders again with the same props (the reader's clock, the session, once hydrated) must not
  // reach a boundary still waiting for its code: React would drop the server's HTML and render it again from nothing.
  const LatePart = memo(function LatePart(props: P) {
    return (
      <Suspense>
        <Loaded {...props} />
      </Suspense>
    );
  });
  return { Component: LatePart, preload };
}

/**
 * Starts loading a page's late parts; the promise to wait for before rendering it, or nothing when the browser is
 * about to hydrate the page the server rendered (the parts hydrate when they arrive).
 */
export function preloadLateParts(...parts: { preload: () => Promise<void> }[]): Promise<unknown> | undefined {
  if (isFirstPage()) {
    void whenPageHydrated.then(() => Promise.all(parts.map((part) => part.preload())));
    return undefined;
  }
  return Promise.all(parts.map((part) => part.preload()));
}

/** The browser is about to hydrate, or is hydrating, the page the server rendered. */
const isFirstPage = () =>
  typeof document !== 'undefined' && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

/**
 * An element around a late part with buttons that need the app (`data-app-action`): `data-app-pending` until the part
 * has hydrated, so the head script refuses a press visibly ("Still loading") instead of it doing nothing.
 */
export function PendingUntilHydrated({ className, children }: { className?: string; children: ReactNode }) {
  const [isPending, setPending] = useState(true);
  const element = useRef<HTMLDivElement>(null);
  const hydrated = useCallback(() => {
    setPending(false);
    element.current?.removeAttribute(PRESSED_ATTRIBUTE);
    dismissStillLoadingNote();
  }, []);
  return (
    <div ref={element} className={className} data-app-pending={isPending ? '' : undefined}>
      <PartHydrated value={hydrated}>{children}</PartHydrated>
    </div>
  );
}
