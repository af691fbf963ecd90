import { describe, expect, it } from 'vitest';
import { normalizeInstanceUrl } from './api-client.js';
import { snippetRef } from './connection.js';

describe('snippetRef', () => {
  it('takes a slug as it is', () => {
    expect(snippetRef('bulk-safe-trigger')).toEqual({ slug: 'bulk-safe-trigger' });
  });

  it("takes the slug and the site from a page's address, a sub-page or a site under a path", () => {
    expect(snippetRef('https://snippets.example.com/snippets/bulk-safe-trigger')).toEqual({
      slug: 'bulk-safe-trigger',
      instanceUrl: 'https://snippets.example.com',
    });
    expect(snippetRef('http://127.0.0.1:5310/snippets/a-b/revisions?x=1#top').slug).toBe('a-b');
    expect(snippetRef('https://example.com/cs/snippets/x').instanceUrl).toBe('https://example.com/cs');
  });

  it('refuses an address that is not a snippet', () => {
    expect(() => snippetRef('https://snippets.example.com/users/ada')).toThrow(
      /not the address of a snippet/,
    );
  });
});

describe('normalizeInstanceUrl', () => {
  it('drops a trailing slash and refuses what is not http(s)', () => {
    expect(normalizeInstanceUrl('https://snippets.example.com/')).toBe('https://snippets.example.com');
    expect(() => normalizeInstanceUrl('snippets.example.com')).toThrow(/not a web address/);
    expect(() => normalizeInstanceUrl('ftp://snippets.example.com')).toThrow(/not a web address/);
  });
});
