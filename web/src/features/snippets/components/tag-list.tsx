import { clsx } from 'clsx';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Tags, each linking to browse by that tag (SPEC §2). */
export function TagList({
  tags,
  className,
  size = 'md',
}: {
  tags: readonly string[];
  className?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <ul aria-label="Tags" className={clsx('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={paths.snippets.browse.getHref({ tag })}
            data-testid="tag-link"
            className={clsx(
              'inline-flex items-center rounded-full bg-slate-100 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800',
              size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-1 text-sm',
            )}
          >
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
