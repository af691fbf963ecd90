import type { CollectionSummary } from '@cloud-snippets/contract';
import { EyeOff, Library, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** A collection in a member's list: its title (a link to its page), description, count and visibility. */
export function CollectionCard({ collection }: { collection: CollectionSummary }) {
  const count = `${collection.itemCount} ${collection.itemCount === 1 ? 'snippet' : 'snippets'}`;
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-card"
      data-testid="collection-card"
    >
      <h3 className="flex items-start gap-2 font-semibold text-slate-900">
        <Library aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <Link
          to={paths.collection.getHref(collection.owner.username, collection.slug)}
          className="hover:text-brand-700"
        >
          {collection.title}
        </Link>
      </h3>
      {collection.description && (
        <p className="mt-1 line-clamp-2 text-sm text-slate-600">{collection.description}</p>
      )}
      <p className="mt-auto flex items-center gap-3 pt-3 text-xs text-slate-600">
        <span>{count}</span>
        {collection.visibility === 'unlisted' && (
          <span className="flex items-center gap-1">
            <EyeOff aria-hidden="true" className="size-3.5" /> Unlisted
          </span>
        )}
        {collection.visibility === 'private' && (
          <span className="flex items-center gap-1">
            <Lock aria-hidden="true" className="size-3.5" /> Private
          </span>
        )}
      </p>
    </article>
  );
}
