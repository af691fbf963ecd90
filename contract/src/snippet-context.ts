/**
 * What a snippet touches and what it needs (decision 047): where it runs, what it changes, and the
 * prerequisites a reader sets up before running it. A module of its own, carried by the pages that show or edit them.
 */
import type { Platform } from './constants.js';

/** Where a snippet runs: its author states it, the editor suggests it from the code. */
export const RUNS_IN = [
  { value: 'email', label: 'Email', platforms: ['sfmc'] },
  { value: 'cloudpage', label: 'CloudPage', platforms: ['sfmc'] },
  { value: 'landing-page', label: 'Landing page', platforms: ['sfmc'] },
  { value: 'script-activity', label: 'Script Activity', platforms: ['sfmc'] },
  { value: 'query-activity', label: 'Query Activity', platforms: ['sfmc'] },
  { value: 'journey', label: 'Journey', platforms: ['sfmc'] },
  { value: 'sms-push', label: 'SMS / push', platforms: ['sfmc'] },
  { value: 'apex-trigger', label: 'Apex trigger', platforms: ['crm'] },
  { value: 'anonymous-apex', label: 'Anonymous Apex', platforms: ['crm'] },
  { value: 'async-apex', label: 'Batch / Queueable / Schedulable', platforms: ['crm'] },
  { value: 'lwc-record-page', label: 'LWC on a record page', platforms: ['crm'] },
  { value: 'aura-callable', label: 'Called from LWC / Aura', platforms: ['crm'] },
  { value: 'flow-action', label: 'Flow action', platforms: ['crm'] },
  { value: 'visualforce-page', label: 'Visualforce page', platforms: ['crm'] },
  { value: 'external-client', label: 'External Node / Python client', platforms: ['sfmc', 'crm'] },
] as const satisfies readonly { value: string; label: string; platforms: readonly Platform[] }[];
export type RunsIn = (typeof RUNS_IN)[number]['value'];
export const RUNS_IN_VALUES = RUNS_IN.map((r) => r.value) as [RunsIn, ...RunsIn[]];

export const runsInOf = (platform: Platform) =>
  RUNS_IN.filter((option) => (option.platforms as readonly Platform[]).includes(platform));
export const isRunsInOf = (platform: Platform, value: string): boolean =>
  runsInOf(platform).some((option) => option.value === value);

/**
 * What running it changes. `writes` and `deletes` put a warning before the code. The labels are the form's before a
 * platform is chosen; a snippet's own platform names what it writes (labelOfEffect).
 */
export const EFFECTS = [
  { value: 'reads', label: 'Reads data' },
  { value: 'writes', label: 'Writes data extensions or records' },
  { value: 'sends', label: 'Sends messages' },
  { value: 'callouts', label: 'Calls external services' },
  { value: 'deletes', label: 'Deletes data' },
] as const;
export type Effect = (typeof EFFECTS)[number]['value'];
export const EFFECT_VALUES = EFFECTS.map((e) => e.value) as [Effect, ...Effect[]];
/** The effects a reader is warned of before the code. */
export const WARNED_EFFECTS: readonly Effect[] = ['writes', 'deletes'];

/** What a reader sets up first: the checklist at the top of a snippet's page. */
export const PREREQUISITE_KINDS = [
  {
    value: 'data-extension',
    label: 'Data extension',
    detailsHint: 'Its fields, e.g. SubscriberKey (Text, PK), Email',
  },
  {
    value: 'custom-object',
    label: 'Custom object or field',
    detailsHint: 'e.g. Invoice__c with Amount__c (Currency)',
  },
  {
    value: 'named-credential',
    label: 'Named Credential or Remote Site Setting',
    detailsHint: 'The endpoint it calls',
  },
  {
    value: 'api-scope',
    label: 'API scope of the installed package',
    detailsHint: 'e.g. data_extensions_write',
  },
  { value: 'permission-set', label: 'Permission set', detailsHint: 'Who needs it, and what it grants' },
  { value: 'other', label: 'Other', detailsHint: '' },
] as const;
export type PrerequisiteKind = (typeof PREREQUISITE_KINDS)[number]['value'];
export const PREREQUISITE_KIND_VALUES = PREREQUISITE_KINDS.map((k) => k.value) as [
  PrerequisiteKind,
  ...PrerequisiteKind[],
];

export interface Prerequisite {
  kind: PrerequisiteKind;
  name: string;
  /** '' when none: a data extension's fields, an object's fields, a named credential's endpoint. */
  details: string;
}

export const SNIPPET_CONTEXT_LIMITS = {
  prerequisitesMax: 20,
  prerequisiteNameMax: 100,
  prerequisiteDetailsMax: 500,
} as const;

export const labelOfRunsIn = (value: string): string =>
  RUNS_IN.find((r) => r.value === value)?.label ?? value;
/** What an effect is called on each platform: Marketing Cloud code writes data extensions, CRM code records. */
const EFFECT_LABELS_ON: Record<Platform, Partial<Record<Effect, string>>> = {
  sfmc: { writes: 'Writes data extensions' },
  crm: { writes: 'Writes records', deletes: 'Deletes records' },
};
/** "Writes records" on a CRM snippet; the label for both platforms when there is none yet (a new form). */
export const labelOfEffect = (value: string, platform?: Platform): string =>
  (platform && EFFECT_LABELS_ON[platform][value as Effect]) ??
  EFFECTS.find((e) => e.value === value)?.label ??
  value;
/** The effects as a platform names them, in EFFECTS order: the form's checkboxes. */
export const effectsOf = (platform?: Platform) =>
  EFFECTS.map(({ value }) => ({ value, label: labelOfEffect(value, platform) }));
export const labelOfPrerequisiteKind = (value: string): string =>
  PREREQUISITE_KINDS.find((k) => k.value === value)?.label ?? value;

/**
 * "This snippet writes records and deletes records.": the warned effects in one sentence, as the snippet's platform
 * names them, before the code on its page and in `sf snippets show`; null when it neither writes nor deletes.
 */
export function effectsWarning(effects: readonly string[], platform: Platform): string | null {
  const warned = WARNED_EFFECTS.filter((effect) => effects.includes(effect));
  if (warned.length === 0) return null;
  return `This snippet ${warned.map((effect) => labelOfEffect(effect, platform).toLowerCase()).join(' and ')}.`;
}

/**
 * What the warning asks of the reader: to try it first where a mistake is cheap on their platform, a copy of the data
 * extension in a test business unit, or a sandbox rather than the production org.
 */
export const EFFECTS_WARNING_ADVICE: Record<Platform, string> = {
  sfmc: 'Try it on a copy of the data extension first, in a test business unit if you have one.',
  crm: 'Run it in a sandbox first, never straight in your production org.',
};
