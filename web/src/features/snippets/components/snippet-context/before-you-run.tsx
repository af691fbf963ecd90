import { clsx } from 'clsx';
import { ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  WARNED_EFFECTS,
  labelOfEffect,
  labelOfRunsIn,
  releaseByApi,
  type Effect,
  type SnippetDetail,
} from '@cloud-snippets/contract';
import { PrerequisiteChecklist } from './prerequisite-checklist';
import { WriteWarning } from './write-warning';

export type SnippetContext = Pick<
  SnippetDetail,
  'platform' | 'runsIn' | 'effects' | 'prerequisites' | 'apiVersion'
>;

/** Whether its author stated anything of where it runs, what it changes or needs. */
export const statesContext = (snippet: SnippetContext) =>
  snippet.runsIn.length > 0 ||
  snippet.effects.length > 0 ||
  snippet.prerequisites.length > 0 ||
  snippet.apiVersion !== null;

/** `API 61.0 · Summer '24`; the version alone when no release brought it. */
export function apiVersionLabel(apiVersion: string): string {
  const release = releaseByApi(Number.parseInt(apiVersion, 10));
  return release ? `API ${apiVersion} · ${release.label}` : `API ${apiVersion}`;
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:gap-4">
      <dt className="shrink-0 font-medium text-slate-600 sm:w-28">{term}</dt>
      <dd className="flex min-w-0 flex-wrap gap-1.5">{children}</dd>
    </div>
  );
}

function Chip({ children, isWarned = false }: { children: string; isWarned?: boolean }) {
  return (
    <span
      className={clsx(
        'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        isWarned ? 'bg-amber-50 text-amber-900 ring-amber-300' : 'bg-slate-100 text-slate-800 ring-slate-200',
      )}
    >
      {children}
    </span>
  );
}

/**
 * "Before you run it" (decision 047), after the description: where the snippet runs, what it changes (with a warning
 * when it writes or deletes), the API version its meta XML names, and what to set up first. Nothing when its author
 * stated none of them.
 */
export function BeforeYouRun({ snippet }: { snippet: SnippetContext }) {
  if (!statesContext(snippet)) return null;
  const hasRows = snippet.runsIn.length > 0 || snippet.effects.length > 0 || snippet.apiVersion !== null;
  return (
    <section
      aria-labelledby="before-you-run-title"
      data-testid="before-you-run"
      className="mt-8 rounded-2xl border border-slate-200 bg-white px-5 py-4 shadow-card"
    >
      <h2
        id="before-you-run-title"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <ListChecks aria-hidden="true" className="size-5 text-brand-600" />
        Before you run it
      </h2>
      <WriteWarning effects={snippet.effects} platform={snippet.platform} />
      {hasRows && (
        <dl className="mt-3 space-y-2.5 text-sm">
          {snippet.runsIn.length > 0 && (
            <Row term="Runs in">
              {snippet.runsIn.map((value) => (
                <Chip key={value}>{labelOfRunsIn(value)}</Chip>
              ))}
            </Row>
          )}
          {snippet.effects.length > 0 && (
            <Row term="What it changes">
              {snippet.effects.map((value) => (
                <Chip key={value} isWarned={WARNED_EFFECTS.includes(value as Effect)}>
                  {labelOfEffect(value, snippet.platform)}
                </Chip>
              ))}
            </Row>
          )}
          {snippet.apiVersion && (
            <Row term="API version">
              <span className="text-slate-800" data-testid="snippet-api-version">
                {apiVersionLabel(snippet.apiVersion)}
              </span>
            </Row>
          )}
        </dl>
      )}
      <PrerequisiteChecklist prerequisites={snippet.prerequisites} isSeparated={hasRows} />
    </section>
  );
}
