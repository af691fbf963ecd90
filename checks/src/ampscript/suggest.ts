/**
 * Which AMPscript function an unknown name probably meant: the closest documented name by edit distance
 * (insertions, deletions, substitutions and swapped neighbours each count 1, case ignored), or a well-known name
 * from another language (Len, Substr, ToUpper …).
 */
import { AMPSCRIPT_FUNCTIONS, ampscriptFunction } from './functions.js';

/** Names from SQL, JavaScript, Excel or SSJS that people type in AMPscript, and what AMPscript calls them. */
const FROM_OTHER_LANGUAGES: Record<string, string> = {
  len: 'Length',
  substr: 'Substring',
  mid: 'Substring',
  upper: 'Uppercase',
  toupper: 'Uppercase',
  touppercase: 'Uppercase',
  lower: 'Lowercase',
  tolower: 'Lowercase',
  tolowercase: 'Lowercase',
  isempty: 'Empty',
  if: 'IIf',
  iif: 'IIf',
  getdate: 'Now',
  today: 'Now',
  concatenate: 'Concat',
  instr: 'IndexOf',
  newguid: 'GUID',
  uuid: 'GUID',
  write: 'Output',
  print: 'Output',
  urlencodecomponent: 'URLEncode',
  encodeuricomponent: 'URLEncode',
};

/** Optimal string alignment distance between two lower-case strings. */
function editDistance(a: string, b: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The documented name closest to `name`, when one is close enough to be a typo (a third of its letters, ≥ 2). */
export function closestAmpscriptFunction(name: string): string | undefined {
  const lower = name.toLowerCase();
  const known = FROM_OTHER_LANGUAGES[lower];
  if (known !== undefined) return ampscriptFunction(known)?.name;
  const limit = Math.max(2, Math.floor(lower.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const fn of AMPSCRIPT_FUNCTIONS) {
    const candidate = fn.name.toLowerCase();
    if (Math.abs(candidate.length - lower.length) >= bestDistance) continue;
    const distance = editDistance(lower, candidate);
    if (distance < bestDistance) {
      best = fn.name;
      bestDistance = distance;
    }
  }
  return best;
}
