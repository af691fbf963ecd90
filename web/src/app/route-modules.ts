import { TIMINGS } from '@cloud-snippets/contract';
import { use } from 'react';
import type { PageModule } from './router';

/** Rejects after SPEC §9's 120 s. */
async function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('Loading the page timed out')), TIMINGS.lazyPageLoadTimeoutMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Module loads under way: the layout shows its loading overlay while a navigation waits for one. */
let modulesLoading = 0;
const loadingListeners = new Set<() => void>();
function setModulesLoading(change: number) {
  modulesLoading += change;
  loadingListeners.forEach((listener) => listener());
}
export const moduleLoads = {
  subscribe(listener: () => void) {
    loadingListeners.add(listener);
    return () => loadingListeners.delete(listener);
  },
  isLoading: () => modulesLoading > 0,
};

/** A module imported once, readable at once when loaded: a render that finds it loaded does not suspend. */
function cachedModule<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  return {
    load(): Promise<M> {
      if (loading) return loading;
      setModulesLoading(1);
      loading = withTimeout(load()).then(
        (module) => {
          loaded = module;
          setModulesLoading(-1);
          return module;
        },
        (error: unknown) => {
          // A failed chunk (a deploy, a dropped connection) is asked for again by the next render.
          loading = undefined;
          setModulesLoading(-1);
          throw error;
        },
      );
      return loading;
    },
    isLoaded: () => loaded !== undefined,
    /** The module, loaded before this render (AppRoutes sees to it), or a Suspense wait for it. */
    use(): M {
      return loaded ?? use(this.load());
    },
  };
}

/**
 * The shell (layout, guards, the page modules' imports), loaded like a page (decision 027); one chunk,
 * imported once.
 */
export const shell = cachedModule(() => import('./shell'));
export const loadShell = () => shell.load();

/** The 404 page and the error views: loaded by the pages that show them only. */
export const errorViews = cachedModule(() => import('./error-views'));
export const ERROR_VIEWS_MODULE = 'src/app/error-views.tsx';

const pageModules = new Map<string, ReturnType<typeof cachedModule<PageModule>>>();
export function pageModule(name: string) {
  let module = pageModules.get(name);
  if (!module) {
    module = cachedModule(async () => {
      const page = await (await shell.load()).loadPage(name);
      await page.beforeRender?.();
      return page;
    });
    pageModules.set(name, module);
  }
  return module;
}

/** The source path of a page module as Vite's manifest names it (src/app/routes/home.tsx). */
export const pageModuleId = (name: string) => `src/app/routes/${name}.tsx`;
