import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A component in a chunk of its own that a page loads before it renders (PageModule.beforeRender): loaded, it renders
 * at once, on the server and in the hydrating browser alike, so what the server drew is hydrated as it is. A
 * React.lazy part still loading when the page hydrates is rendered again from nothing instead, moving what is under
 * it (a layout shift). Tests that render a component alone get it lazily, behind a Suspense of its own.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = async () => {
    loaded ??= await load();
  };
  const Lazy = import.meta.env.PROD ? null : lazy(async () => ({ default: await load() }));
  function Preloadable(props: P) {
    const Loaded = loaded;
    if (Loaded) return <Loaded {...props} />;
    // Not preloaded in production: wait for it as Suspense does (a page that forgot its preload still works).
    if (!Lazy) throw preload();
    return (
      <Suspense>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Component: Preloadable, preload };
}
