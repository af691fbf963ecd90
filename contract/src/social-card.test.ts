import { describe, expect, it } from 'vitest';
import { snippetCardAlt } from './social-card.js';

describe('snippetCardAlt', () => {
  it('says what the card shows in words', () => {
    expect(
      snippetCardAlt({
        title: 'Send a Triggered Send via WSProxy',
        codeLanguage: 'ssjs',
        platform: 'sfmc',
        author: { username: 'amy_chen' },
      }),
    ).toBe(
      'Send a Triggered Send via WSProxy — SSJS snippet for Marketing Cloud by amy_chen on Cloud Snippets',
    );
  });
});
