import type { ReportedItem } from '@cloud-snippets/contract';
import { describe, expect, it } from 'vitest';
import { reportedItemHref } from './reported-item-href';

const author = { username: 'spam_sam' } as ReportedItem['author'];

describe('reportedItemHref', () => {
  it("links a reported profile to the member's profile page, not /<username>", () => {
    expect(reportedItemHref({ targetKind: 'profile', href: '/spam_sam', author })).toBe('/users/spam_sam');
  });

  it('links a snippet or a comment where the API says', () => {
    expect(reportedItemHref({ targetKind: 'snippet', href: '/snippets/a-b', author })).toBe('/snippets/a-b');
    expect(reportedItemHref({ targetKind: 'comment', href: '/snippets/a-b#comment-1', author })).toBe(
      '/snippets/a-b#comment-1',
    );
  });
});
