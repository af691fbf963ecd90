import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { CardContent } from './card-layout.js';
import { cardAvatarDataUri, CardRendererBusyError, createCardRenderer } from './card-renderer.js';

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

  it('refuses a card while the queue is full, and draws again once it has room', async () => {
    // One card is drawn while one waits (maxQueue: 1): a third asked for meanwhile is refused.
    const [first, , third] = await Promise.allSettled([
      renderer.render(content),
      renderer.render({ ...content, title: 'Second' }),
      renderer.render({ ...content, title: 'Third' }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(third).toMatchObject({ status: 'rejected', reason: expect.any(CardRendererBusyError) });
    await expect(renderer.render({ ...content, title: 'Third' })).resolves.toBeInstanceOf(Buffer);
  });
});
