import { applyPatch, createPatch, diffLines } from 'diff';

/**
 * How revisions keep their code (decision 038): whole on every KEYFRAME_EVERY-th revision (1, 21, 41…), otherwise
 * as a patch from the revision before. Rebuilding any revision reads one keyframe and at most KEYFRAME_EVERY - 1
 * patches.
 */
export const KEYFRAME_EVERY = 20;

/** The revision whose whole code revision `number` is rebuilt from. */
export const keyframeOf = (number: number) => number - ((number - 1) % KEYFRAME_EVERY);

/** What a revision stores of its code: the whole of it on a keyframe, else a patch from `previous`. */
export function storedCode(
  number: number,
  previous: string,
  code: string,
): { code: string; codePatch: null } | { code: null; codePatch: string } {
  if (keyframeOf(number) === number) return { code, codePatch: null };
  return { code: null, codePatch: createPatch('code', previous, code, '', '', { context: 0 }) };
}

/** Lines added and removed from `previous` to `code` (a line changed counts as one of each, as git counts). */
export function lineChanges(previous: string, code: string): { linesAdded: number; linesRemoved: number } {
  let linesAdded = 0;
  let linesRemoved = 0;
  for (const part of diffLines(previous, code)) {
    if (part.added) linesAdded += part.count ?? 0;
    else if (part.removed) linesRemoved += part.count ?? 0;
  }
  return { linesAdded, linesRemoved };
}

/** The code of the last of `rows`: a keyframe first, then the patches that follow it, in order. */
export function rebuildCode(
  rows: readonly { number: number; code: string | null; codePatch: string | null }[],
) {
  const [keyframe, ...patches] = rows;
  if (keyframe?.code == null) throw new Error('a revision chain must start with a keyframe');
  let code = keyframe.code;
  for (const row of patches) {
    if (row.codePatch === null) throw new Error(`revision ${row.number} has no patch`);
    const next = applyPatch(code, row.codePatch);
    if (next === false) throw new Error(`the patch of revision ${row.number} does not apply`);
    code = next;
  }
  return code;
}
