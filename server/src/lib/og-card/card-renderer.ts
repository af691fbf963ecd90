import sharp from 'sharp';
import { Tinypool } from 'tinypool';
import { CARD_AVATAR_SIZE, type CardContent } from './card-layout.js';

/**
 * The drawing process's module, beside this one: `.ts` when the server runs from source (tsx, Vitest), `.js` in
 * the esbuild bundle, where build.mjs writes it next to main.js.
 */
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(`./card-svg.worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;

export interface CardRendererOptions {
  /** Cards handed to the drawing process at once (its queue, which counts one it has not started); more wait here. */
  maxQueue?: number;
  /** How long the drawing process (100–150 MB once it has drawn: satori, its WebAssembly, the fonts) stays idle. */
  idleTimeoutMs?: number;
}

export interface CardRenderer {
  /** The card as a 1200×630 PNG; when the drawing process's queue is full, it waits for room (never refused). */
  render(content: CardContent): Promise<Buffer>;
  /** Ends the drawing process (the app's onClose). */
  close(): Promise<void>;
}

/**
 * Draws cards off the main thread: satori lays the card out in a child process (card-svg.worker.ts, run by
 * tinypool), and sharp rasterises its SVG on libuv's thread pool. One process is plenty for cards drawn once and
 * then kept in the database; it bounds the CPU a burst of new cards can take, and it exits when idle, handing all
 * its memory back (a worker thread's did not all come back: the server grew by about 20 MB a cycle).
 */
export function createCardRenderer({
  maxQueue = 16,
  idleTimeoutMs = 60_000,
}: CardRendererOptions = {}): CardRenderer {
  // libvips keeps recent operations' results (up to 50 MB) for a pipeline run again on the same input; every image
  // this server makes (cards, avatars) is made once, so the cache only held memory: 40 MB after a dozen cards.
  sharp.cache(false);
  const pool = new Tinypool({
    filename: WORKER_FILE,
    runtime: 'child_process',
    minThreads: 0,
    maxThreads: 1,
    maxQueue,
    idleTimeout: idleTimeoutMs,
    // From source the process needs tsx to load TypeScript; the bundle's is plain JavaScript.
    ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
  });

  // Cards handed to the pool (drawing or in its queue), and the requests waiting for room: unfurl bots do not retry,
  // so a burst of new cards (20 at once gave 2–3 refusals with a queue of 16) waits here instead of being a 503.
  let inPool = 0;
  const waiting: (() => void)[] = [];
  /** Takes a place in the pool, at once or when one is handed over by a card that is done (counted here, in turn). */
  const room = (): Promise<void> | undefined => {
    if (inPool < maxQueue) {
      inPool += 1;
      return undefined;
    }
    return new Promise<void>((resolve) => waiting.push(resolve));
  };

  return {
    async render(content) {
      await room();
      let svg: string;
      try {
        svg = await pool.run(content);
      } finally {
        // The place goes to the next waiting card, or back.
        const next = waiting.shift();
        if (next) next();
        else inPool -= 1;
      }
      return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
    },
    close: () => pool.destroy(),
  };
}

/** A member's stored avatar (WebP) as the PNG data URI the card embeds, at twice its size on the card. */
export async function cardAvatarDataUri(avatar: Buffer): Promise<string> {
  const png = await sharp(avatar)
    .resize(CARD_AVATAR_SIZE * 2, CARD_AVATAR_SIZE * 2, { fit: 'cover' })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
