import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { PageMeta } from '../page-meta';

export interface PageShellProps {
  /** The page's <h1>, also used for its title unless `metaTitle` is given. */
  title: string;
  metaTitle?: string;
  description?: string;
  /** A line under the heading. */
  lead?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'default';
  /** False when the page's content sets its own title and meta description. */
  withMeta?: boolean;
}

/** The frame of an ordinary page: title and meta, heading, lead, content. */
export function PageShell({
  title,
  metaTitle,
  description,
  lead,
  eyebrow,
  actions,
  children,
  width = 'default',
  withMeta = true,
}: PageShellProps) {
  return (
    <div
      className={clsx(
        'mx-auto w-full px-4 py-10 sm:px-6 sm:py-14 lg:px-8',
        width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl',
      )}
    >
      {withMeta && <PageMeta title={metaTitle ?? title} description={description} />}
      <header className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          )}
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {lead && <p className="max-w-2xl text-base text-slate-600 sm:text-lg">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** The card a page shows until its content lands. */
export function ComingSoon({ children }: { children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center shadow-card">
      <p className="text-base font-medium text-slate-800">This page is being built.</p>
      <p className="mt-1 text-sm text-slate-600">
        {children ?? 'Check back soon — the community is working on it.'}
      </p>
    </div>
  );
}
