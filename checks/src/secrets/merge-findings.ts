/**
 * Two rules often flag the same text (a JWT assigned to `accessToken`, an `00D…!…` token after `Bearer `). Keep
 * one finding per place: where two ranges overlap by half the shorter one or more, the more specific kind wins
 * (then the longer range, then the earlier); the survivors come back in text order.
 */
import type { SecretKind } from './kinds.js';

export interface Candidate {
  kind: SecretKind;
  start: number;
  end: number;
}

function overlapsMostly(a: Candidate, b: Candidate): boolean {
  const overlap = Math.min(a.end, b.end) - Math.max(a.start, b.start);
  const shorter = Math.min(a.end - a.start, b.end - b.start);
  return overlap > 0 && overlap * 2 >= shorter;
}

export function mergeCandidates(candidates: readonly Candidate[]): Candidate[] {
  const byPreference = [...candidates].sort(
    (a, b) =>
      b.kind.specificity - a.kind.specificity || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const kept: Candidate[] = [];
  for (const candidate of byPreference) {
    if (!kept.some((other) => overlapsMostly(candidate, other))) kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
