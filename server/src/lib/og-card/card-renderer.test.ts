import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { CardContent } from './card-layout.js';
import { cardAvatarDataUri, createCardRenderer } from './card-renderer.js';

const content: CardContent = {
  title: 'Send a Triggered Send via WSProxy',
  language: 'ssjs',
  languageLabel: 'SSJS',
  platformLabel: 'Marketing Cloud',
  authorName: 'amy_chen',
  avatarDataUri: null,
};

const renderer = createCardRenderer({ maxQueue: 1 });
afterAll(() => renderer.close());

describe('createCardRenderer', () => {
  it('draws a 1200×630 PNG, with or without a photo of the author', async () => {
    const photo = await cardAvatarDataUri(
      await sharp({ create: { width: 512, height: 512, channels: 3, background: '#b4236c' } })
        .webp()
        .toBuffer(),
    );
    expect(photo).toMatch(/^data:image\/png;base64,/);
    for (const avatarDataUri of [null, photo]) {
      const png = await renderer.render({ ...content, avatarDataUri });
      const { width, height, format } = await sharp(png).metadata();
      expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    }
  });

  it('draws every card asked for while the queue is full: the later ones wait, none is refused', async () => {
    // One card is drawn while one waits in the pool (maxQueue: 1): the others wait for room.
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) => renderer.render({ ...content, title: `Card ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(5).fill('fulfilled'));
  });
});
