import { List } from 'lucide-react';
import type { ReactNode } from 'react';
import { Prose } from '../ui/prose';
import { PageShell } from './page-shell';

export interface DocumentSection {
  /** The anchor of the section (its heading's id). */
  id: string;
  title: string;
  content: ReactNode;
}

function TableOfContents({ sections }: { sections: readonly DocumentSection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <span className="w-5 shrink-0 text-right text-slate-500 tabular-nums">{index + 1}.</span>
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A long page of the site's own (terms, privacy, guidelines): heading, an introduction, a table of contents
 * (a sticky column on wide screens, a collapsible list on narrow ones) and numbered sections in prose style.
 */
export function DocumentPage({
  title,
  lead,
  description,
  updated,
  intro,
  sections,
}: {
  title: string;
  lead?: ReactNode;
  description?: string;
  /** 'November 2026': shown under the heading. */
  updated?: string;
  intro?: ReactNode;
  sections: readonly DocumentSection[];
}) {
  return (
    <PageShell
      title={title}
      description={description}
      lead={lead}
      eyebrow={updated ? `Last updated ${updated}` : undefined}
    >
      <div className="grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label="On this page" className="lg:order-none" data-testid="table-of-contents">
          <details className="group rounded-xl border border-slate-200 bg-white shadow-card lg:hidden">
            <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              <List aria-hidden="true" className="size-4 text-slate-500" />
              On this page
            </summary>
            <div className="border-t border-slate-100 p-2">
              <TableOfContents sections={sections} />
            </div>
          </details>
          <div className="sticky top-24 hidden lg:block">
            <p className="mb-2 px-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              On this page
            </p>
            <TableOfContents sections={sections} />
          </div>
        </nav>
        <article className="min-w-0 rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-card sm:px-10 sm:py-10">
          {intro && <Prose className="text-[17px] text-slate-800">{intro}</Prose>}
          {sections.map((section, index) => (
            <section
              key={section.id}
              aria-labelledby={section.id}
              className="mt-10 border-t border-slate-100 pt-8 first:mt-0 first:border-t-0 first:pt-0"
            >
              <h2
                id={section.id}
                className="scroll-mt-24 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl"
              >
                <span className="mr-2 text-slate-500 tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <Prose className="mt-4">{section.content}</Prose>
            </section>
          ))}
        </article>
      </div>
    </PageShell>
  );
}
