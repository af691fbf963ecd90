import sharp from 'sharp';
import { createTaskPool, workerFile } from '../worker-pool.js';
import { CARD_AVATAR_SIZE, type CardContent } from './card-layout.js';

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
  // A burst of new cards (20 at once gave 2–3 refusals with a queue of 16) waits for room instead of being a 503:
  // unfurl bots do not retry.
  const pool = createTaskPool<CardContent, string>({
    filename: workerFile(import.meta.url, 'card-svg.worker'),
    runtime: 'child_process',
    maxThreads: 1,
    maxInPool: maxQueue,
    idleTimeoutMs,
  });

  return {
    async render(content) {
      const svg = await pool.run(content);
      return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
    },
    close: () => pool.close(),
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
