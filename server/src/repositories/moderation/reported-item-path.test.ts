import { describe, expect, it } from 'vitest';
import { reportedItemPath } from './moderation-queue.js';

describe('reportedItemPath', () => {
  it('leads to the snippet, the comment in place, the profile, or the collection', () => {
    expect(reportedItemPath('snippet', 's1', { snippetSlug: 'soql-x1' })).toBe('/snippets/soql-x1');
    expect(reportedItemPath('comment', 'c1', { snippetSlug: 'soql-x1' })).toBe(
      '/snippets/soql-x1#comment-c1',
    );
    expect(reportedItemPath('profile', 'u1', { profileUsername: 'ampscript_amy' })).toBe(
      '/users/ampscript_amy',
    );
    expect(
      reportedItemPath('collection', 'k1', {
        collection: { username: 'ampscript_amy', slug: 'starter-kit' },
      }),
    ).toBe('/users/ampscript_amy/collections/starter-kit');
  });
});
