import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { paginationItems } from '../../lib/pagination';

export interface PaginationProps {
  currentPage: number;
  totalPages: number;
  /** The link of a page. */
  getHref: (page: number) => string;
  className?: string;
}

const itemClasses =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors sm:h-10 sm:min-w-10 sm:px-3';

/** Page links with the ellipsis rule of SPEC §9, plus Previous and Next. Nothing when there is one page. */
export function Pagination({ currentPage, totalPages, getHref, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = currentPage > 1;
  const hasNext = currentPage < totalPages;
  return (
    <nav
      aria-label="Pagination"
      data-testid="pagination"
      className={clsx('flex items-center justify-center', className)}
    >
      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        <li>
          {hasPrevious ? (
            <Link
              to={getHref(currentPage - 1)}
              className={clsx(itemClasses, 'text-slate-700 hover:bg-slate-100')}
              rel="prev"
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">Previous</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={clsx(itemClasses, 'cursor-not-allowed text-slate-500')}>
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">Previous</span>
            </span>
          )}
        </li>
        {paginationItems(currentPage, totalPages).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Link
                to={getHref(item)}
                aria-label={`Page ${item}`}
                aria-current={item === currentPage ? 'page' : undefined}
                className={clsx(
                  itemClasses,
                  item === currentPage
                    ? 'bg-brand-600 text-white shadow-sm hover:bg-brand-700'
                    : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-0.5 text-slate-500 sm:px-1">
              …
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link
              to={getHref(currentPage + 1)}
              className={clsx(itemClasses, 'text-slate-700 hover:bg-slate-100')}
              rel="next"
            >
              <span className="max-sm:sr-only">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={clsx(itemClasses, 'cursor-not-allowed text-slate-500')}>
              <span className="max-sm:sr-only">Next</span>
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
