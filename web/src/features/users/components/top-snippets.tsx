import { clsx } from 'clsx';
import { Eye, Heart, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { LANGUAGES, type SnippetSummary } from '@cloud-snippets/contract';
import { paths } from '../../../config/paths';

const RANK_BADGES = [
  'bg-amber-100 text-amber-900 ring-amber-300',
  'bg-slate-200 text-slate-800 ring-slate-300',
  'bg-orange-100 text-orange-900 ring-orange-300',
];

function languageName(value: string): string {
  return LANGUAGES.find((language) => language.value === value)?.name ?? value;
}

/** The member's top snippets, most liked first; the first three carry rank badges (SPEC §2 Public profile). */
export function TopSnippets({ snippets }: { snippets: readonly SnippetSummary[] }) {
  if (snippets.length === 0) return null;
  return (
    <section
      aria-labelledby="top-snippets-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="top-snippets-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Trophy aria-hidden="true" className="size-5 text-amber-500" />
        Top snippets
      </h2>
      <ol className="mt-4 divide-y divide-slate-100" data-testid="top-snippets">
        {snippets.map((snippet, index) => (
          <li key={snippet._id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
            <span
              data-testid={index < 3 ? 'rank-badge' : undefined}
              className={clsx(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                index < 3 ? clsx('ring-1 ring-inset', RANK_BADGES[index]) : 'text-slate-500',
              )}
            >
              <span className="sr-only">Rank </span>
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <Link
                to={paths.snippets.details.getHref(snippet)}
                className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700 hover:underline"
              >
                {snippet.title}
              </Link>
              <p className="text-xs text-slate-600">{languageName(snippet.codeLanguage)}</p>
            </div>
            <div className="flex shrink-0 items-center gap-3 text-xs text-slate-600">
              <span className="inline-flex items-center gap-1" title="Likes">
                <Heart aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Likes: </span>
                {snippet.likeCount}
              </span>
              <span className="inline-flex items-center gap-1" title="Views">
                <Eye aria-hidden="true" className="size-3.5" />
                <span className="sr-only">Views: </span>
                {snippet.viewCount}
              </span>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
