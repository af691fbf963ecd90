export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** How many pages are listed in full before the ellipsis form starts (SPEC §9). */
const FULL_LIST_MAX = 7;

/**
 * The page numbers a pagination bar shows (SPEC §9): every page when there are 7 or fewer; otherwise the
 * first five and the last (near the start), the first and the last five (near the end), or the first, the
 * current page with one neighbour each side, and the last — with an ellipsis wherever pages are skipped.
 */
export function paginationItems(currentPage: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage) || 1), totalPages);
  if (totalPages <= FULL_LIST_MAX) return Array.from({ length: totalPages }, (_, i) => i + 1);
  if (current <= 4) return [1, 2, 3, 4, 5, 'ellipsis-end', totalPages];
  if (current >= totalPages - 3) {
    return [1, 'ellipsis-start', ...Array.from({ length: 5 }, (_, i) => totalPages - 4 + i)];
  }
  return [1, 'ellipsis-start', current - 1, current, current + 1, 'ellipsis-end', totalPages];
}
