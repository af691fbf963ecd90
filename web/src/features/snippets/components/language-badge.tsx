import { clsx } from 'clsx';
import { languageLabel } from '@cloud-snippets/contract';

/** Badge colours of the languages (SPEC §3 names nine); unknown ones look like 'other'. AA contrast on each. */
const BADGE_COLOURS: Record<string, string> = {
  ampscript: 'bg-orange-50 text-orange-800 ring-orange-200',
  ssjs: 'bg-yellow-50 text-yellow-800 ring-yellow-300',
  apex: 'bg-sky-50 text-sky-800 ring-sky-200',
  javascript: 'bg-amber-50 text-amber-900 ring-amber-300',
  html: 'bg-rose-50 text-rose-800 ring-rose-200',
  sql: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  css: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  soql: 'bg-teal-50 text-teal-800 ring-teal-200',
  visualforce: 'bg-cyan-50 text-cyan-800 ring-cyan-200',
  aura: 'bg-violet-50 text-violet-800 ring-violet-200',
  other: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function LanguageBadge({ language, className }: { language: string; className?: string }) {
  const colours = BADGE_COLOURS[language.toLowerCase()] ?? BADGE_COLOURS.other;
  return (
    <span
      data-testid="language-badge"
      data-language={language}
      className={clsx(
        'inline-flex items-center rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        colours,
        className,
      )}
    >
      {languageLabel(language)}
    </span>
  );
}
