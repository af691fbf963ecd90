import { describe, expect, it } from 'vitest';
import { COMMENT } from '@cloud-snippets/contract';
import { validateComment } from './validate-comment';

const author = { _id: 'u2', username: 'journey_jo', avatar: '/assets/avatar.png' };

describe('validateComment (SPEC §5)', () => {
  it.each([
    ['null', null],
    ['a string', 'hello'],
    ['a number', 42],
    ['an array', [{ _id: 'c1' }]],
  ])('refuses %s: not an object', (_label, value) => {
    expect(validateComment(value)).toEqual({ ok: false, error: COMMENT.invalidNotObject });
  });

  it('refuses a comment without an id', () => {
    expect(validateComment({ author, content: 'hi' })).toEqual({
      ok: false,
      error: COMMENT.invalidMissingId,
    });
    expect(validateComment({ _id: '', author })).toEqual({
      ok: false,
      error: COMMENT.invalidMissingId,
    });
  });

  it('refuses a comment without an author', () => {
    for (const value of [{ _id: 'c1' }, { _id: 'c1', author: null }, { _id: 'c1', author: { _id: 'u2' } }]) {
      expect(validateComment(value)).toEqual({ ok: false, error: COMMENT.invalidMissingAuthor });
    }
  });

  it('fills what a usable comment lacks', () => {
    const result = validateComment({ _id: 'c1', author: { username: 'journey_jo' }, likeCount: -3 });
    expect(result).toEqual({
      ok: true,
      comment: expect.objectContaining({
        _id: 'c1',
        author: { _id: '', username: 'journey_jo', avatar: '' },
        content: '',
        likeCount: 0,
        dislikeCount: 0,
        replyCount: 0,
        isLiked: false,
        isEdited: false,
        parentComment: null,
        replies: [],
      }),
    });
  });

  it("keeps a line comment's anchor when it is whole, and drops one that is not (decision 076)", () => {
    const line = {
      file: 0,
      fileName: 'Main.cls',
      start: 2,
      end: 3,
      revision: 1,
      quote: 'a\nb',
      current: { file: 0, start: 4, end: 5 },
    };
    const kept = validateComment({ _id: 'c1', author, line });
    expect(kept.ok && kept.comment.line).toEqual(line);
    const earlier = validateComment({ _id: 'c1', author, line: { ...line, current: null } });
    expect(earlier.ok && earlier.comment.line?.current).toBeNull();
    for (const broken of [{ ...line, start: 'two' }, { ...line, current: { file: 0 } }, 'line 2']) {
      const result = validateComment({ _id: 'c1', author, line: broken });
      expect(result.ok && result.comment.line).toBeUndefined();
    }
  });
});
