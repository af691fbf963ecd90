import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Contributor } from '@cloud-snippets/contract';
import { Avatar } from '../../../components/ui/avatar';
import { paths } from '../../../config/paths';

/** Top contributors (SPEC §2 Home): avatar, name and snippet count, each linking to the profile. */
export function TopContributorsGrid({
  contributors,
  isLoading,
}: {
  contributors: readonly Contributor[];
  isLoading: boolean;
}) {
  if (isLoading) {
    return (
      <ul aria-hidden="true" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {[0, 1, 2, 3, 4].map((index) => (
          <li
            key={index}
            className="flex h-44 animate-pulse flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
          >
            <div className="size-16 rounded-full bg-slate-200" />
            <div className="h-4 w-24 rounded bg-slate-200" />
            <div className="h-3 w-16 rounded bg-slate-100" />
          </li>
        ))}
      </ul>
    );
  }
  if (contributors.length === 0) {
    return (
      <div
        data-testid="contributors-empty"
        className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center shadow-card"
      >
        <Users aria-hidden="true" className="mx-auto size-9 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">No contributors yet.</p>
        <p className="mt-1 text-sm text-slate-600">Share a snippet and you could be the first one here.</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" data-testid="top-contributors">
      {contributors.map((contributor) => (
        <li key={contributor._id} className="flex">
          <Link
            to={paths.publicProfile.getHref(contributor.username)}
            data-testid="contributor-card"
            className="flex h-44 w-full flex-col items-center justify-center gap-2 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50/40"
          >
            <Avatar
              src={contributor.avatar}
              name={contributor.username}
              size={64}
              className="size-16 text-2xl"
            />
            <span className="w-full truncate font-semibold text-slate-900">{contributor.username}</span>
            <span className="text-sm text-slate-600" data-testid="contributor-snippet-count">
              {contributor.snippetCount} {contributor.snippetCount === 1 ? 'snippet' : 'snippets'}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
