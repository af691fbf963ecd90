import { VISIBILITIES, type Visibility } from '@cloud-snippets/contract';

/**
 * "Unlisted" or "Private" beside a snippet its author sees in their own lists and on its page (decision 042); a public
 * snippet shows nothing. The title attribute says what the word means. Words without icons: the snippet page's
 * JavaScript is at its budget, and every visitor's first load would carry icons only authors see.
 */
export function VisibilityBadge({ visibility }: { visibility: Visibility }) {
  if (visibility === 'public') return null;
  const option = VISIBILITIES.find((v) => v.value === visibility)!;
  return (
    <span
      data-testid="visibility-badge"
      data-visibility={visibility}
      title={option.description}
      className="inline-flex items-center rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 ring-inset"
    >
      {option.label}
    </span>
  );
}
