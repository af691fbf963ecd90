/** The reaction fields of a comment (SPEC §3). */
export interface ReactionState {
  likeCount: number;
  dislikeCount: number;
  isLiked: boolean;
  isDisliked: boolean;
}

export type ReactionKind = 'like' | 'dislike';

/** The call a click makes: a second click on the same reaction removes it (SPEC §4). */
export interface ReactionCall {
  kind: ReactionKind;
  method: 'POST' | 'DELETE';
}

export function reactionCall(state: ReactionState, kind: ReactionKind): ReactionCall {
  const isActive = kind === 'like' ? state.isLiked : state.isDisliked;
  return { kind, method: isActive ? 'DELETE' : 'POST' };
}

/**
 * SPEC §4's truth table, applied at once while the call runs: liking an already liked comment removes the like;
 * liking clears a dislike; disliking mirrors both. Counts never go below zero.
 */
export function applyReaction(state: ReactionState, call: ReactionCall): ReactionState {
  const next = { ...state };
  const down = (value: number) => Math.max(0, value - 1);
  if (call.kind === 'like') {
    if (call.method === 'DELETE') {
      if (next.isLiked) next.likeCount = down(next.likeCount);
      next.isLiked = false;
    } else {
      if (!next.isLiked) next.likeCount += 1;
      next.isLiked = true;
      if (next.isDisliked) next.dislikeCount = down(next.dislikeCount);
      next.isDisliked = false;
    }
  } else if (call.method === 'DELETE') {
    if (next.isDisliked) next.dislikeCount = down(next.dislikeCount);
    next.isDisliked = false;
  } else {
    if (!next.isDisliked) next.dislikeCount += 1;
    next.isDisliked = true;
    if (next.isLiked) next.likeCount = down(next.likeCount);
    next.isLiked = false;
  }
  return next;
}
