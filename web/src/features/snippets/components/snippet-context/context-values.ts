import {
  EFFECT_VALUES,
  PREREQUISITE_KIND_VALUES,
  RUNS_IN_VALUES,
  SNIPPET_CONTEXT_LIMITS,
  isRunsInOf,
  releasedBy,
  type Effect,
  type Platform,
  type Prerequisite,
  type PrerequisiteKind,
  type RunsIn,
  type SnippetData,
  type SnippetDetail,
} from '@cloud-snippets/contract';

/** The snippet form's context (decisions 047, 048): where it runs, what it changes, what it needs, what it was verified on. */
export interface ContextFormValues {
  runsIn: RunsIn[];
  effects: Effect[];
  prerequisites: Prerequisite[];
  /** A release's id, or '' while the author has not stated one (then none is sent). */
  verifiedOn?: string;
}

export const EMPTY_CONTEXT: Required<ContextFormValues> = {
  runsIn: [],
  effects: [],
  prerequisites: [],
  verifiedOn: '',
};

/** A platform's own runsIn: the others are dropped when the platform changes; none are when it is cleared. */
export function runsInKeptFor(platform: Platform | '', runsIn: readonly RunsIn[]): RunsIn[] {
  return platform ? runsIn.filter((value) => isRunsInOf(platform, value)) : [...runsIn];
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/**
 * The edit form's context of a snippet, as its author stated it. A release is preselected only when the author
 * confirmed one already: the newest of those. A detail from a server without the fields leaves them unsent.
 */
export function contextValuesOf(
  snippet: Partial<Pick<SnippetDetail, 'runsIn' | 'effects' | 'prerequisites' | 'verification'>>,
): Partial<ContextFormValues> {
  const confirmed = snippet.verification?.mine.confirmed ?? [];
  const verifiedOn = releasedBy().find((release) => confirmed.includes(release.id))?.id ?? '';
  if (!snippet.runsIn || !snippet.effects || !snippet.prerequisites) return { verifiedOn };
  return {
    runsIn: snippet.runsIn.filter((value) => isOneOf(RUNS_IN_VALUES, value)),
    effects: snippet.effects.filter((value) => isOneOf(EFFECT_VALUES, value)),
    prerequisites: snippet.prerequisites.map((item) => ({
      kind: isOneOf<PrerequisiteKind>(PREREQUISITE_KIND_VALUES, item.kind) ? item.kind : 'other',
      name: item.name,
      details: item.details,
    })),
    verifiedOn,
  };
}

type ContextData = Pick<SnippetData, 'runsIn' | 'effects' | 'prerequisites' | 'verifiedOn'>;

/**
 * The body's context fields. A new snippet sends only the lists with something in them (its body stays SPEC §7's
 * otherwise); an edit of a snippet that had them sends all three, so that emptying one clears it. The release only
 * when one is chosen.
 */
export function contextOfBody(
  { runsIn, effects, prerequisites, verifiedOn }: ContextData,
  hadContext: boolean,
): ContextData {
  return {
    ...((hadContext || runsIn?.length) && { runsIn }),
    ...((hadContext || effects?.length) && { effects }),
    ...((hadContext || prerequisites?.length) && { prerequisites }),
    ...(verifiedOn && { verifiedOn }),
  };
}

/** The form's fields the server may name in its errors (`prerequisites.2.name`…). */
export const CONTEXT_FIELDS = [
  'runsIn',
  'effects',
  'prerequisites',
  'verifiedOn',
  ...Array.from({ length: SNIPPET_CONTEXT_LIMITS.prerequisitesMax }, (_, index) =>
    (['kind', 'name', 'details'] as const).map((key) => `prerequisites.${index}.${key}` as const),
  ).flat(),
] as const;

/** `runsIn.3` and `effects.1` are shown under their list. */
export const CONTEXT_FIELD_ALIASES: Record<string, 'runsIn' | 'effects'> = Object.fromEntries(
  (['runsIn', 'effects'] as const).flatMap((field) =>
    Array.from({ length: (field === 'runsIn' ? RUNS_IN_VALUES : EFFECT_VALUES).length * 2 }, (_, index) => [
      `${field}.${index}`,
      field,
    ]),
  ),
);

/** The message of an error on a list: its own, its root's, or its first item's. */
export function listErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof message === 'string') return message;
  if (typeof root?.message === 'string') return root.message;
  if (Array.isArray(error))
    for (const item of error as unknown[]) if (listErrorMessage(item)) return listErrorMessage(item);
  return undefined;
}
