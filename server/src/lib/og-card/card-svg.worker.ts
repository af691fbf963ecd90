import { SNIPPET_CARD_IMAGE } from '@cloud-snippets/contract';
import satori from 'satori';
import { cardLayout, type CardContent } from './card-layout.js';
import { cardFonts } from './fonts.js';

/**
 * A card as SVG, in a process of its own (card-renderer.ts runs it through tinypool). Satori's layout and text
 * shaping are synchronous: 10–40 ms a card, and 0.5–1 s for the first (fonts parsed, WebAssembly compiled) — time
 * no request on the server's event loop should wait behind.
 */
export default async function renderCardSvg(content: CardContent): Promise<string> {
  return satori(cardLayout(content), {
    width: SNIPPET_CARD_IMAGE.width,
    height: SNIPPET_CARD_IMAGE.height,
    fonts: await cardFonts(),
  });
}
