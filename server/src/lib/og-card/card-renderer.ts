import sharp from 'sharp';
import { Tinypool } from 'tinypool';
import { CARD_AVATAR_SIZE, type CardContent } from './card-layout.js';

/**
 * The drawing process's module, beside this one: `.ts` when the server runs from source (tsx, Vitest), `.js` in
 * the esbuild bundle, where build.mjs writes it next to main.js.
 */
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_FILE = new URL(`./card-svg.worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;

/** The card renderer's queue is full: answer 503 and let the client come back. */
export class CardRendererBusyError extends Error {
  constructor() {
    super('the card renderer is busy');
  }
}

export interface CardRendererOptions {
  /** Cards waiting behind the one being drawn before new ones are refused. */
  maxQueue?: number;
  /** How long the drawing process (100–150 MB once it has drawn: satori, its WebAssembly, the fonts) stays idle. */
  idleTimeoutMs?: number;
}

export interface CardRenderer {
  /** The card as a 1200×630 PNG. Throws CardRendererBusyError when too many cards are waiting already. */
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

  return {
    async render(content) {
      if (pool.queueSize >= maxQueue) throw new CardRendererBusyError();
      const svg: string = await pool.run(content);
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
