import { setFlagsFromString } from 'node:v8';

/**
 * Sets how far V8 lets the heap grow past what the last full collection kept (decision 056). V8's own factor, up to
 * 4, let a loaded server's heap reach about 220 MB around 50 MB in use; at 50% it stays near 75 MB. V8 reads the flag
 * each time it sets the next limit, so setting it at start, before the first full collection, is enough. 0 keeps
 * V8's factor.
 */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
