import { describe, expect, it } from 'vitest';
import {
  createPageCache,
  matchesIfNoneMatch,
  weakEtag,
  type PreparedPage,
  type RenderedPage,
} from './page-cache.js';

/**
 * A cache over a version the test moves, and pages whose data the test changes: prepare() reads the data (counted),
 * render() makes the HTML (counted).
 */
function setup({ maxBytes = 1024 * 1024, ttlMs = 60_000 } = {}) {
  let version = 1;
  let data = 1;
  let prepares = 0;
  let renders = 0;
  const cache = createPageCache({ maxBytes, ttlMs, readVersion: async () => version });
  const rendered = (render: () => Promise<RenderedPage>) => async (): Promise<PreparedPage> => {
    prepares += 1;
    return { dataKey: `data ${data}`, render };
  };
  const page = (status = 200, html?: string) =>
    rendered(async () => {
      renders += 1;
      return {
        status,
        headers: { 'x-from': 'renderer' },
        html: html ?? `<p>render ${renders} at v${version}</p>`,
      };
    });
  return {
    cache,
    page,
    /** A write that changes what the pages show. */
    write: () => {
      version += 1;
      data += 1;
    },
    /** A write that changes nothing these pages show (the version moves all the same). */
    writeElsewhere: () => (version += 1),
    renders: () => renders,
    prepares: () => prepares,
  };
}

describe('createPageCache', () => {
  it('renders a page once and serves it again while the content version stays', async () => {
    const { cache, page, renders } = setup();
    const first = await cache.get('/snippets', page());
    const second = await cache.get('/snippets', page());
    expect(first.outcome).toBe('miss');
    expect(second.outcome).toBe('hit');
    expect(second.page.body.toString()).toBe('<p>render 1 at v1</p>');
    expect(second.page.headers).toEqual({ 'x-from': 'renderer' });
    expect(second.page.etag).toBe(weakEtag(Buffer.from('<p>render 1 at v1</p>')));
    expect(renders()).toBe(1);
  });

  it('renders again once a write has moved the content version on', async () => {
    const { cache, page, write } = setup();
    await cache.get('/', page());
    write();
    const after = await cache.get('/', page());
    expect(after.outcome).toBe('miss');
    expect(after.page.body.toString()).toBe('<p>render 2 at v2</p>');
    expect((await cache.get('/', page())).outcome).toBe('hit');
  });

  it('reuses the kept page when the version moved but its data did not, without rendering it again', async () => {
    const { cache, page, writeElsewhere, renders, prepares } = setup();
    const first = await cache.get('/', page());
    writeElsewhere();
    const after = await cache.get('/', page());
    expect(after.outcome).toBe('revalidated');
    expect(after.page.body.toString()).toBe('<p>render 1 at v1</p>');
    expect(after.page.etag).toBe(first.page.etag);
    expect(renders()).toBe(1);
    expect(prepares()).toBe(2);
    // Current at the new version now: the next request reads nothing.
    expect((await cache.get('/', page())).outcome).toBe('hit');
    expect(prepares()).toBe(2);
  });

  it('renders again, whenever the version moved, a page prepared without a data key', async () => {
    const { cache, page, writeElsewhere, renders } = setup();
    const unkeyed = async () => ({ ...(await page()()), dataKey: null });
    await cache.get('/', unkeyed);
    writeElsewhere();
    expect((await cache.get('/', unkeyed)).outcome).toBe('miss');
    expect(renders()).toBe(2);
  });

  it('keeps each path and query apart', async () => {
    const { cache, page } = setup();
    await cache.get('/snippets?page=2', page());
    expect((await cache.get('/snippets?page=3', page())).outcome).toBe('miss');
    expect((await cache.get('/snippets?page=2', page())).outcome).toBe('hit');
  });

  it('reads and renders once for many simultaneous misses of one page', async () => {
    const { cache, page, renders, prepares, writeElsewhere } = setup();
    const answers = await Promise.all(Array.from({ length: 40 }, () => cache.get('/', page())));
    expect(renders()).toBe(1);
    expect(prepares()).toBe(1);
    writeElsewhere();
    const revalidated = await Promise.all(Array.from({ length: 40 }, () => cache.get('/', page())));
    // The first revalidates for all that arrived with it; any that ask after it has finished find the page current.
    expect(revalidated[0]!.outcome).toBe('revalidated');
    expect(revalidated.every((answer) => ['revalidated', 'hit'].includes(answer.outcome))).toBe(true);
    expect(prepares()).toBe(2);
    expect(new Set(answers.map((answer) => answer.page.body.toString()))).toEqual(
      new Set(['<p>render 1 at v1</p>']),
    );
  });

  it('keeps only 200s', async () => {
    const { cache, page, renders } = setup();
    for (const status of [404, 301, 500]) {
      await cache.get(`/status-${status}`, page(status));
      const again = await cache.get(`/status-${status}`, page(status));
      expect(again.outcome).toBe('miss');
      expect(again.page.etag).toBeNull();
    }
    expect(renders()).toBe(6);
  });

  it('passes a failed render to every request waiting for it and keeps nothing', async () => {
    const { cache, page } = setup();
    const failing = async (): Promise<PreparedPage> => ({
      dataKey: 'data',
      render: () => Promise.reject(new Error('render failed')),
    });
    const waiting = [cache.get('/', failing), cache.get('/', failing)];
    for (const answer of waiting) await expect(answer).rejects.toThrow('render failed');
    expect((await cache.get('/', page())).outcome).toBe('miss');
  });

  it('lets a page expire after ttlMs although nothing was written', async () => {
    const { cache, page } = setup({ ttlMs: 30 });
    await cache.get('/', page());
    await expect.poll(async () => (await cache.get('/', page())).outcome).toBe('miss');
  });

  it('keeps no more bytes than maxBytes, the least recently used going first', async () => {
    const { cache, page } = setup({ maxBytes: 3 * (2000 + 512) });
    const big = (name: string) => page(200, name.padEnd(2000, '.'));
    for (const path of ['/a', '/b', '/c']) await cache.get(path, big(path));
    await cache.get('/a', big('/a')); // /a is now the most recently used
    await cache.get('/d', big('/d'));
    expect((await cache.get('/a', big('/a'))).outcome).toBe('hit');
    expect((await cache.get('/b', big('/b'))).outcome).toBe('miss');
  });

  it('keeps nothing with maxBytes 0', async () => {
    const { cache, page, renders } = setup({ maxBytes: 0 });
    await cache.get('/', page());
    expect((await cache.get('/', page())).outcome).toBe('miss');
    expect(renders()).toBe(2);
  });

  it('forgets every page on clear()', async () => {
    const { cache, page } = setup();
    await cache.get('/', page());
    cache.clear();
    expect((await cache.get('/', page())).outcome).toBe('miss');
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = 'W/"abc"';
  it.each([
    ['W/"abc"', true],
    ['"abc"', true],
    ['"x", W/"abc"', true],
    ['*', true],
    ['W/"abd"', false],
    [undefined, false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
