import { describe, expect, it } from 'vitest';
import { applyReaction, reactionCall, type ReactionKind, type ReactionState } from './reactions';

const state = (overrides: Partial<ReactionState> = {}): ReactionState => ({
  likeCount: 3,
  dislikeCount: 2,
  isLiked: false,
  isDisliked: false,
  ...overrides,
});

/** SPEC §4: the click, the call it makes, and what the member sees at once. */
const TABLE: Array<[string, ReactionState, ReactionKind, 'POST' | 'DELETE', ReactionState]> = [
  ['like, nothing yet', state(), 'like', 'POST', state({ likeCount: 4, isLiked: true })],
  ['like, already liked: removes it', state({ isLiked: true }), 'like', 'DELETE', state({ likeCount: 2 })],
  [
    'like, disliked: clears the dislike',
    state({ isDisliked: true }),
    'like',
    'POST',
    state({ likeCount: 4, dislikeCount: 1, isLiked: true }),
  ],
  ['dislike, nothing yet', state(), 'dislike', 'POST', state({ dislikeCount: 3, isDisliked: true })],
  [
    'dislike, already disliked: removes it',
    state({ isDisliked: true }),
    'dislike',
    'DELETE',
    state({ dislikeCount: 1 }),
  ],
  [
    'dislike, liked: clears the like',
    state({ isLiked: true }),
    'dislike',
    'POST',
    state({ likeCount: 2, dislikeCount: 3, isDisliked: true }),
  ],
];

describe('comment reactions (SPEC §4 truth table)', () => {
  it.each(TABLE)('%s', (_label, before, kind, method, after) => {
    const call = reactionCall(before, kind);
    expect(call).toEqual({ kind, method });
    expect(applyReaction(before, call)).toEqual(after);
  });

  it('never counts below zero', () => {
    const liked = state({ likeCount: 0, isLiked: true });
    expect(applyReaction(liked, reactionCall(liked, 'like')).likeCount).toBe(0);
    const disliked = state({ dislikeCount: 0, isDisliked: true, likeCount: 0 });
    expect(applyReaction(disliked, { kind: 'like', method: 'POST' })).toEqual(
      state({ likeCount: 1, dislikeCount: 0, isLiked: true }),
    );
  });

  it('leaves the state it was given alone (the rollback keeps it)', () => {
    const before = state();
    applyReaction(before, { kind: 'like', method: 'POST' });
    expect(before).toEqual(state());
  });
});
