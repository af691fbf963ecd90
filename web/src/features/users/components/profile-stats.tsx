import { Code2, Eye, Heart } from 'lucide-react';
import { suggestionsAppliedLabel, type PublicUser } from '@cloud-snippets/contract';
import { formatCount } from '../../../lib/format-count';

/** Snippets, views and likes (SPEC §2 Public profile); then their suggested changes applied, once any was (077). */
export function ProfileStats({ stats }: { stats: PublicUser['stats'] }) {
  const items = [
    { label: 'Snippets', value: stats.totalSnippets, icon: Code2, testId: 'stat-snippets' },
    { label: 'Views', value: stats.totalViews, icon: Eye, testId: 'stat-views' },
    { label: 'Likes', value: stats.totalLikes, icon: Heart, testId: 'stat-likes' },
  ];
  const suggestions = stats.suggestionsApplied ?? 0;
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-3 gap-3 sm:gap-4">
        {items.map(({ label, value, icon: Icon, testId }) => (
          <div
            key={label}
            className="rounded-2xl border border-slate-200 bg-white px-3 py-4 text-center shadow-card sm:px-5 sm:text-left"
          >
            <dt className="flex items-center justify-center gap-1.5 text-sm font-medium text-slate-600 sm:justify-start">
              <Icon aria-hidden="true" className="size-4 text-brand-600" />
              {label}
            </dt>
            <dd
              className="mt-1 text-2xl font-bold text-slate-900 tabular-nums sm:text-3xl"
              data-testid={testId}
            >
              {formatCount(value)}
            </dd>
          </div>
        ))}
      </dl>
      {suggestions > 0 && (
        <p className="text-sm font-medium text-slate-700" data-testid="stat-suggestions">
          {suggestionsAppliedLabel(suggestions)}
        </p>
      )}
    </div>
  );
}

export function ProfileSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading profile"
      className="grid animate-pulse gap-8 lg:grid-cols-[18rem_1fr]"
    >
      <div className="space-y-4">
        <div className="size-24 rounded-full bg-slate-200 lg:size-32" />
        <div className="h-7 w-40 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-100" />
        <div className="h-4 w-5/6 rounded bg-slate-100" />
        <div className="h-4 w-1/2 rounded bg-slate-100" />
      </div>
      <div className="space-y-6">
        <div className="grid grid-cols-3 gap-4">
          {[0, 1, 2].map((index) => (
            <div key={index} className="h-24 rounded-2xl bg-slate-200" />
          ))}
        </div>
        <div className="h-56 rounded-2xl bg-slate-100" />
      </div>
    </div>
  );
}
