/**
 * How long a social card takes to draw, and what drawing costs the server's event loop: the seed's snippets drawn
 * one after the other, first with satori and sharp on the main thread, then through the server's renderer (satori
 * in a child process, sharp on libuv's pool), with the event loop's delay recorded meanwhile.
 * Usage: npx tsx bench/og-cards.ts
 */
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { languageLabel, platformLabel } from '@cloud-snippets/contract';
import satori from 'satori';
import sharp from 'sharp';
import { cardLayout, type CardContent } from '../server/src/lib/og-card/card-layout.js';
import { createCardRenderer } from '../server/src/lib/og-card/card-renderer.js';
import { SNIPPET_CARD_IMAGE } from '../server/src/lib/og-card/card-url.js';
import { cardFonts } from '../server/src/lib/og-card/fonts.js';
import { seedSnippets } from '../server/src/seed/data/index.js';

const cards: CardContent[] = seedSnippets.map((snippet, index) => ({
  title: snippet.title,
  language: snippet.codeLanguage,
  languageLabel: languageLabel(snippet.codeLanguage),
  platformLabel: platformLabel(snippet.platform),
  authorName: `member_${index % 8}`,
  avatarDataUri: null,
}));

async function drawOnMainThread(content: CardContent): Promise<Buffer> {
  const svg = await satori(cardLayout(content), { ...SNIPPET_CARD_IMAGE, fonts: await cardFonts() });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function measure(name: string, draw: (content: CardContent) => Promise<Buffer>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const first = await draw(cards[0] as CardContent);
  const firstMs = performance.now() - started;
  const times: number[] = [];
  let bytes = first.length;
  for (const content of cards.slice(1)) {
    const t = performance.now();
    bytes += (await draw(content)).length;
    times.push(performance.now() - t);
  }
  delay.disable();
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `| ${name} | ${cards.length} | ${ms(firstMs)} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.95))} | ` +
      `${ms(delay.max / 1e6)} | ${ms(delay.percentile(99) / 1e6)} | ${(bytes / cards.length / 1024).toFixed(0)} KB |`,
  );
}

console.log(
  `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load ${loadavg()[0]?.toFixed(1)}`,
);
console.log(
  '| where satori runs | cards | first card | later p50 | later p95 | event loop max delay | p99 delay | PNG |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
// What the machine's load alone does to the event loop, for comparison: the same wait with nothing drawn.
const idle = monitorEventLoopDelay({ resolution: 5 });
idle.enable();
await new Promise((resolve) => setTimeout(resolve, 5_000));
idle.disable();
console.log(
  `| nothing drawn (5 s) | 0 | | | | ${(idle.max / 1e6).toFixed(0)} ms | ${(idle.percentile(99) / 1e6).toFixed(0)} ms | |`,
);
await measure('main thread', drawOnMainThread);
const renderer = createCardRenderer();
await measure('child process (the server)', (content) => renderer.render(content));
await renderer.close();
console.log(`load after: ${loadavg()[0]?.toFixed(1)}`);
