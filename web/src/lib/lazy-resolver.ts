import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { whenPageHydrated } from '../hooks/use-hydrated';

/*
 * Zod and the contract's schemas are about 90 KB of script, and Zod builds each schema when its module runs. A page
 * whose form is checked only when someone submits it (or types) has no use for them before it hydrates: they would
 * be fetched and run in the window where the page looks ready but does not answer yet.
 */

type Schema<TValues extends FieldValues, TOutput> = z4.$ZodType<TOutput, TValues>;

/** Loads after hydration, in the browser's idle time, so the first check seldom waits for the network. */
function afterHydration(load: () => unknown) {
  if (typeof window === 'undefined') return;
  void whenPageHydrated.then(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => load(), { timeout: 2_000 });
    else setTimeout(load, 0);
  });
}

/**
 * A react-hook-form resolver for a Zod schema that loads with Zod after the page has hydrated (or at the first check,
 * whichever comes first). A submission held before hydration and replayed after it waits for the load, as it would
 * for any answer. A failed load is tried again at the next check.
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput = TValues>(
  loadSchema: () => Promise<Schema<TValues, TOutput>>,
): Resolver<TValues, unknown, TOutput> {
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<TValues, unknown, TOutput>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  afterHydration(load);
  return async (values, context, options) => (await load())(values, context, options);
}
