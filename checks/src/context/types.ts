/** What suggestContext() answers (decision 047): the editor offers each suggestion with the code that prompted it. */
import type { Effect, Prerequisite, RunsIn } from '@cloud-snippets/contract';

/** The code that prompted a suggestion. */
export interface SuggestionReason {
  /** 0-based index of the file in the snippet. */
  file: number;
  /** 1-based line. */
  line: number;
  /** The line from where the evidence starts, trimmed, at most 60 characters. */
  text: string;
}

export interface ContextSuggestions {
  /** One entry per value, with the first evidence found, in RUNS_IN order (every platform: the caller filters). */
  runsIn: { value: RunsIn; reason: SuggestionReason }[];
  /** One entry per value, with the first evidence found, in EFFECTS order. */
  effects: { value: Effect; reason: SuggestionReason }[];
  /** One per kind and name (case-insensitive), details merged, in the order first found. */
  prerequisites: (Prerequisite & { reason: SuggestionReason })[];
}
