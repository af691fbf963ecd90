import {
  EFFECTS_WARNING_ADVICE,
  WARNED_EFFECTS,
  effectsWarning,
  releaseById,
  labelOfEffect,
  labelOfPrerequisiteKind,
  labelOfRunsIn,
  languageLabel,
  type Effect,
  type SnippetDetail,
  type SnippetSummary,
} from '@cloud-snippets/contract';
import ansis from 'ansis';
import { highlight } from './highlight.js';

type Marked = Pick<
  SnippetSummary,
  'fileCount' | 'hasTestClass' | 'ssjsSafe' | 'ampscriptParses' | 'apexSyntaxErrors' | 'soqlSyntaxErrors'
>;

const syntaxErrors = (count: number) => (count === 1 ? '1 syntax error' : `${count} syntax errors`);

/**
 * The marks the checks gave a snippet, as its card on the site names them: "Has test class", "SSJS-safe",
 * "AMPscript parses", "Apex: parses" or "Apex: 2 syntax errors", the same for SOQL.
 */
export function marksOf(snippet: Marked): string[] {
  const marks: string[] = [];
  if (snippet.hasTestClass) marks.push('Has test class');
  if (snippet.ssjsSafe) marks.push('SSJS-safe');
  if (snippet.ampscriptParses) marks.push('AMPscript parses');
  for (const [language, errors] of [
    ['Apex', snippet.apexSyntaxErrors],
    ['SOQL', snippet.soqlSyntaxErrors],
  ] as const)
    if (errors !== null)
      marks.push(errors === 0 ? `${language}: parses` : `${language}: ${syntaxErrors(errors)}`);
  return marks;
}

/** "Before you run it" (decision 047): where it runs, what it changes (writes and deletes flagged), what to set up. */
export function beforeYouRun(snippet: SnippetDetail): string[] {
  const lines: string[] = [];
  if (snippet.runsIn.length) lines.push(`Runs in: ${snippet.runsIn.map(labelOfRunsIn).join(', ')}`);
  if (snippet.effects.length) {
    const labels = snippet.effects.map((effect) =>
      WARNED_EFFECTS.includes(effect as Effect)
        ? ansis.yellow(labelOfEffect(effect, snippet.platform))
        : labelOfEffect(effect, snippet.platform),
    );
    lines.push(`What it changes: ${labels.join(', ')}`);
    const warning = effectsWarning(snippet.effects, snippet.platform);
    if (warning) lines.push(ansis.yellow(`Warning: ${warning} ${EFFECTS_WARNING_ADVICE[snippet.platform]}`));
  }
  if (snippet.apiVersion) lines.push(`API version: ${snippet.apiVersion}`);
  for (const prerequisite of snippet.prerequisites)
    lines.push(
      `[ ] ${labelOfPrerequisiteKind(prerequisite.kind)}: ${prerequisite.name}` +
        (prerequisite.details ? ` (${prerequisite.details})` : ''),
    );
  return lines;
}

const members = (count: number) => (count === 1 ? '1 member' : `${count} members`);

/** "Verified on Winter '26 by 2 members", as the snippet's page says it (decision 048). */
const verifiedLine = (release: string, count: number) =>
  `Verified on ${releaseById(release)?.label ?? release} by ${members(count)}`;

/** The whole page in a terminal: title, author, marks, description, "Before you run it", each file's code. */
export function snippetText(snippet: SnippetDetail, url: string): string {
  const marks = marksOf(snippet);
  const checks = beforeYouRun(snippet);
  const header = [
    ansis.bold(snippet.title),
    `${url}`,
    `by ${snippet.author.username} · ${languageLabel(snippet.codeLanguage)} · ${snippet.likeCount} likes · ` +
      `revision ${snippet.revisionCount}${snippet.visibility === 'public' ? '' : ` · ${snippet.visibility}`}`,
    ...(snippet.tags.length ? [`Tags: ${snippet.tags.join(', ')}`] : []),
    ...(marks.length ? [`Checks: ${marks.map((mark) => ansis.green(`✓ ${mark}`)).join('  ')}`] : []),
    ...(snippet.verifiedRelease ? [verifiedLine(snippet.verifiedRelease, snippet.verifiedCount)] : []),
    ...(snippet.outdatedCount
      ? [ansis.yellow(`Out of date: reported by ${members(snippet.outdatedCount)}`)]
      : []),
    '',
    snippet.description,
  ];
  const before = checks.length
    ? ['', ansis.bold('Before you run it'), ...checks.map((line) => `  ${line}`)]
    : [];
  const files = snippet.files.flatMap((file) => [
    '',
    ansis.bold.underline(`${file.name}`) + ansis.gray(` (${languageLabel(file.language)})`),
    highlight(file.code.replace(/\n$/, ''), file.language),
  ]);
  return [...header, ...before, ...files].join('\n');
}
