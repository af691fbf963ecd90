import { Eye, GitFork, Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { categoryLabel, platformLabel, type SnippetSummary } from '@cloud-snippets/contract';
import { Avatar } from '../../../components/ui/avatar';
import { paths } from '../../../config/paths';
import { useReaderTime } from '../../../lib/reader-time';
import { LanguageBadge } from './language-badge';
import { TagList } from './tag-list';
import { SnippetShape } from './snippet-shape';
import { VisibilityBadge } from './visibility-badge';
import { VerificationMarks } from './verification/verification-marks';

/**
 * One snippet in a grid: title (the link), excerpt, language, platform and category, tags, author, counts, age.
 * `action` goes at the top right (e.g. Remove on the saved snippets page).
 */
export function SnippetCard({ snippet, action }: { snippet: SnippetSummary; action?: ReactNode }) {
  const time = useReaderTime();
  return (
    <article
      data-testid="snippet-card"
      className="group relative flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition-colors hover:border-brand-300"
    >
      <div className="flex items-start gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <LanguageBadge language={snippet.codeLanguage} />
          <VisibilityBadge visibility={snippet.visibility} />
          <SnippetShape snippet={snippet} />
          <VerificationMarks snippet={snippet} />
          <span className="text-xs font-medium text-slate-600">
            {platformLabel(snippet.platform)} · {categoryLabel(snippet.category)}
          </span>
        </div>
        {action && <div className="-my-1.5 ml-auto shrink-0">{action}</div>}
      </div>
      <h2 className="mt-3 text-lg leading-snug font-semibold text-slate-900">
        <Link
          to={paths.snippets.details.getHref(snippet)}
          data-testid="snippet-card-link"
          className="hover:text-brand-700 hover:underline focus-visible:underline"
        >
          {snippet.title}
        </Link>
      </h2>
      <p className="mt-1.5 line-clamp-2 text-sm text-slate-600">{snippet.description}</p>
      {snippet.codePreview && (
        <pre
          aria-hidden="true"
          className="code-surface mt-3 max-h-24 overflow-hidden rounded-lg border border-slate-200 px-3 py-2 font-mono text-xs leading-relaxed [mask-image:linear-gradient(to_bottom,black_60%,transparent)]"
        >
          {snippet.codePreview}
        </pre>
      )}
      {snippet.tags.length > 0 && <TagList tags={snippet.tags.slice(0, 5)} className="mt-3" size="sm" />}
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-slate-100 pt-4 [&:not(:first-child)]:mt-4">
        <Link
          to={paths.publicProfile.getHref(snippet.author.username)}
          className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700 hover:text-brand-700"
        >
          <Avatar
            src={snippet.author.avatar}
            name={snippet.author.username}
            size={28}
            className="size-7 text-xs"
          />
          <span className="truncate">{snippet.author.username}</span>
        </Link>
        <div className="flex shrink-0 items-center gap-3 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1" title="Likes">
            <Heart aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Likes: </span>
            {snippet.likeCount}
          </span>
          {snippet.forkCount > 0 && (
            <span className="inline-flex items-center gap-1" title="Forks" data-testid="card-fork-count">
              <GitFork aria-hidden="true" className="size-3.5" />
              <span className="sr-only">Forks: </span>
              {snippet.forkCount}
            </span>
          )}
          <span className="inline-flex items-center gap-1" title="Views">
            <Eye aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Views: </span>
            {snippet.viewCount}
          </span>
          <time dateTime={snippet.createdAt} title={time.full(snippet.createdAt)}>
            {time.relative(snippet.createdAt)}
          </time>
        </div>
      </div>
    </article>
  );
}

export function SnippetCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
    >
      <div className="flex gap-2">
        <div className="h-5 w-20 rounded-md bg-slate-200" />
        <div className="h-5 w-36 rounded-md bg-slate-100" />
      </div>
      <div className="mt-4 h-5 w-3/4 rounded bg-slate-200" />
      <div className="mt-3 h-4 w-full rounded bg-slate-100" />
      <div className="mt-2 h-4 w-5/6 rounded bg-slate-100" />
      <div className="mt-3 h-20 rounded-lg bg-slate-100" />
      <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-4">
        <div className="flex items-center gap-2">
          <div className="size-7 rounded-full bg-slate-200" />
          <div className="h-4 w-24 rounded bg-slate-200" />
        </div>
        <div className="h-4 w-24 rounded bg-slate-100" />
      </div>
    </div>
  );
}
