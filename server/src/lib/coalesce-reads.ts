/**
 * Lets concurrent callers share one read while each still gets a value read after it called: a call made while a
 * read is running waits for the next read, which starts when the running one ends and answers every call made in
 * the meantime. However many requests arrive, at most one read runs at a time (and one more is queued).
 */
export function coalesceReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = () => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  const settled = () => undefined;
  return () => {
    if (!running) return start();
    next ??= running.then(settled, settled).then(() => {
      next = null;
      // A read started since the running one ended began after every caller waiting here: share it.
      return running ?? start();
    });
    return next;
  };
}

/**
 * coalesceReads per key: calls for one key share reads as coalesceReads shares them, calls for different keys never
 * do. A key is forgotten once no call for it is waiting, so only the keys being read take memory.
 */
export function coalesceReadsByKey<T>(read: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const readers = new Map<string, { call: () => Promise<T>; waiting: number }>();
  return async (key) => {
    let reader = readers.get(key);
    if (!reader) {
      reader = { call: coalesceReads(() => read(key)), waiting: 0 };
      readers.set(key, reader);
    }
    reader.waiting += 1;
    try {
      return await reader.call();
    } finally {
      reader.waiting -= 1;
      if (reader.waiting === 0) readers.delete(key);
    }
  };
}
