import { useEffect, useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type {
  ContextSuggestions as Suggested,
  SuggestionReason,
  suggestContext,
} from '@cloud-snippets/checks/context';
import {
  isRunsInOf,
  labelOfEffect,
  labelOfPrerequisiteKind,
  labelOfRunsIn,
  type Effect,
  type Prerequisite,
  type RunsIn,
  type SnippetData,
} from '@cloud-snippets/contract';
import type { SnippetFormValues } from '../snippet-form';

type SuggestContext = typeof suggestContext;

/** A suggestion as the form shows it: what it adds, and where the code says so. */
export interface Suggestion<T> {
  value: T;
  label: string;
  /** Where the code says so: 'line 4', or 'save.ssjs, line 4' when the snippet has several files. */
  where: string;
  /** The code there, from where the evidence starts: 'UpsertData("Leads", …'. */
  code: string;
}

export interface ContextSuggestions {
  runsIn: Suggestion<RunsIn>[];
  effects: Suggestion<Effect>[];
  prerequisites: Suggestion<Prerequisite>[];
}

/** Typing settles for this long before the code is read again. */
export const SUGGEST_DELAY_MS = 300;

/** The reason's text is the line from where the evidence starts, at most 60 characters. */
function describeReason(reason: SuggestionReason, fileNames: readonly string[]) {
  const file = fileNames.length > 1 ? fileNames[reason.file] : '';
  return { where: `${file ? `${file}, line` : 'line'} ${reason.line}`, code: reason.text };
}

const NOTHING: Suggested = { runsIn: [], effects: [], prerequisites: [] };

/**
 * The rules that read the code are a chunk of their own (some 12 KB gzipped, more than the rest of the form), loaded
 * once the form is there: the form shows at once, and the suggestions, deferred anyway, follow. Without the chunk the
 * form suggests nothing; the next form tries again.
 */
let loadingRules: Promise<SuggestContext> | null = null;
function loadRules(): Promise<SuggestContext> {
  loadingRules ??= import('@cloud-snippets/checks/context').then(
    (rules) => rules.suggestContext,
    (error: unknown) => {
      loadingRules = null;
      throw error;
    },
  );
  return loadingRules;
}

function useRules(): SuggestContext | null {
  const [rules, setRules] = useState<SuggestContext | null>(null);
  useEffect(() => {
    let isCurrent = true;
    loadRules().then(
      (suggest) => isCurrent && setRules(() => suggest),
      () => {},
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return rules;
}

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What the snippet's files suggest it runs in, changes and needs (decision 047), read again once typing settles: only
 * where code of the chosen platform runs, and nothing the author has already stated. The form never applies them on
 * its own — the author states, the site suggests.
 */
export function useContextSuggestions(
  control: Control<SnippetFormValues, unknown, SnippetData>,
): ContextSuggestions {
  const [fileName, codeLanguage, code, extraFiles, platform, runsIn, effects, prerequisites] = useWatch({
    control,
    name: [
      'fileName',
      'codeLanguage',
      'code',
      'extraFiles',
      'platform',
      'runsIn',
      'effects',
      'prerequisites',
    ],
  });
  const files = useMemo(
    () => [{ name: fileName, language: codeLanguage, code }, ...extraFiles],
    [fileName, codeLanguage, code, extraFiles],
  );
  const settledFiles = useSettled(files, SUGGEST_DELAY_MS);
  const suggest = useRules();
  const suggested = useMemo(
    () =>
      suggest ? suggest(settledFiles.map(({ name, language, code }) => ({ name, language, code }))) : NOTHING,
    [suggest, settledFiles],
  );
  const names = settledFiles.map((file) => file.name);

  const present = new Set(prerequisites.map((item) => `${item.kind}:${item.name.trim().toLowerCase()}`));
  return {
    runsIn: suggested.runsIn
      .filter(({ value }) => platform && isRunsInOf(platform, value) && !runsIn.includes(value))
      .map(({ value, reason }) => ({
        value,
        label: labelOfRunsIn(value),
        ...describeReason(reason, names),
      })),
    effects: suggested.effects
      .filter(({ value }) => !effects.includes(value))
      .map(({ value, reason }) => ({
        value,
        label: labelOfEffect(value, platform || undefined),
        ...describeReason(reason, names),
      })),
    prerequisites: suggested.prerequisites
      .filter(({ kind, name }) => !present.has(`${kind}:${name.trim().toLowerCase()}`))
      .map(({ kind, name, details, reason }) => ({
        value: { kind, name, details },
        label: `${labelOfPrerequisiteKind(kind)}: ${name}`,
        ...describeReason(reason, names),
      })),
  };
}
