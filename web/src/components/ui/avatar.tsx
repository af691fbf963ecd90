import { clsx } from 'clsx';
import { DEFAULT_AVATAR } from '@cloud-snippets/contract';

/** A round avatar; a missing or broken image falls back to the default one. Decorative unless `alt` is given. */
export function Avatar({
  src,
  alt = '',
  className,
}: {
  src?: string | null;
  alt?: string;
  className?: string;
}) {
  return (
    <img
      src={src || DEFAULT_AVATAR}
      alt={alt}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) event.currentTarget.src = DEFAULT_AVATAR;
      }}
      className={clsx('shrink-0 rounded-full bg-slate-200 object-cover ring-1 ring-slate-200', className)}
    />
  );
}
