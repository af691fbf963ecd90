import { Sparkles } from 'lucide-react';
import { useFeaturedSnippets } from '../api/get-featured-snippets';
import { SnippetCard, SnippetCardSkeleton } from './snippet-card';

/** The home page's featured snippets grid, with skeletons and an empty state (SPEC §2 Home). */
export function FeaturedSnippets() {
  const { data: snippets, isPending } = useFeaturedSnippets();
  if (isPending) {
    return (
      <div
        role="status"
        aria-label="Loading featured snippets"
        className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
      >
        {[0, 1, 2].map((index) => (
          <SnippetCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (!snippets || snippets.length === 0) {
    return (
      <div
        data-testid="featured-empty"
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center shadow-card"
      >
        <Sparkles aria-hidden="true" className="mx-auto size-9 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">No featured snippets yet.</p>
        <p className="mt-1 text-sm text-slate-600">
          Browse the latest snippets while the community picks its favourites.
        </p>
      </div>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-snippets">
      {snippets.map((snippet) => (
        <li key={snippet._id} className="flex min-w-0 [&>article]:flex-1">
          <SnippetCard snippet={snippet} />
        </li>
      ))}
    </ul>
  );
}
