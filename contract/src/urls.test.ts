import { describe, expect, it } from 'vitest';
import {
  commentPath,
  embedPath,
  feedPaths,
  platformPath,
  profilePath,
  resetPasswordPath,
  snippetPath,
  tagPath,
  verifyEmailPath,
} from './urls.js';

describe('page URLs', () => {
  it('names a snippet, a comment in place and a member', () => {
    expect(snippetPath('soql-lookup-x1')).toBe('/snippets/soql-lookup-x1');
    expect(commentPath('soql-lookup-x1', 'c1')).toBe('/snippets/soql-lookup-x1#comment-c1');
    expect(profilePath('ampscript_amy')).toBe('/users/ampscript_amy');
    expect(embedPath('a-b')).toBe('/embed/a-b');
  });

  it('encodes what could break the address', () => {
    expect(snippetPath('a/b?c')).toBe('/snippets/a%2Fb%3Fc');
    expect(tagPath('c#')).toBe('/snippets?tag=c%23');
    expect(platformPath('sfmc')).toBe('/snippets?platform=sfmc');
  });

  it('carries a mail link token in the query', () => {
    expect(resetPasswordPath('abc_-1')).toBe('/reset-password?token=abc_-1');
    expect(verifyEmailPath('abc_-1')).toBe('/verify-email?token=abc_-1');
  });

  it('names the feeds the server serves', () => {
    expect(feedPaths.site).toBe('/feed.xml');
    expect(feedPaths.tag('Apex')).toBe('/feeds/tags/apex.xml');
    expect(feedPaths.member('amy')).toBe('/feeds/users/amy.xml');
    expect(feedPaths.platform('crm')).toBe('/feeds/platforms/crm.xml');
    expect(feedPaths.comments('x-1')).toBe('/feeds/snippets/x-1/comments.xml');
  });
});
