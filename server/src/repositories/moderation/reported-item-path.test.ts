import { describe, expect, it } from 'vitest';
import { reportedItemPath } from './moderation.repository.js';

describe('reportedItemPath', () => {
  it('leads to the snippet, the comment in place, or the profile', () => {
    expect(reportedItemPath('snippet', 's1', 'soql-x1', null)).toBe('/snippets/soql-x1');
    expect(reportedItemPath('comment', 'c1', 'soql-x1', null)).toBe('/snippets/soql-x1#comment-c1');
    expect(reportedItemPath('profile', 'u1', null, 'ampscript_amy')).toBe('/users/ampscript_amy');
  });
});
