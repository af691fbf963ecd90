import { clsx } from 'clsx';
import { useState } from 'react';
import { DEFAULT_AVATAR } from '@cloud-snippets/contract';

/** True when `src` is a member's own picture (not missing, not the default one). */
export function hasCustomAvatar(src?: string | null): src is string {
  return !!src && src !== DEFAULT_AVATAR && !src.endsWith(DEFAULT_AVATAR);
}

export interface AvatarProps {
  src?: string | null;
  alt?: string;
  className?: string;
  /**
   * The member's name: without a picture of their own, the avatar shows its initial letter (SPEC §2 Public
   * profile) instead of the default image.
   */
  name?: string;
  /**
   * Intrinsic size in CSS pixels: the image's width and height attributes, so nothing shifts while it loads
   * (the class names still set the rendered size). The initial letter's size comes from the class names.
   */
  size?: number;
  /**
   * 'eager' for an avatar that is part of what a page shows first (a profile's own picture). Others load when
   * scrolled near, and React does not preload them ahead of the page's stylesheet and font.
   */
  loading?: 'eager' | 'lazy';
}

/**
 * A round avatar; a missing or broken image falls back to the initial letter (when `name` is given) or to the
 * default picture. Decorative unless `alt` is given.
 */
export function Avatar({ src, alt = '', className, name, size, loading = 'lazy' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const isCustom = hasCustomAvatar(src) && failedSrc !== src;
  const classes = clsx('shrink-0 rounded-full bg-slate-200 object-cover ring-1 ring-slate-200', className);

  if (name && !isCustom) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="avatar-initial"
        className={clsx(
          classes,
          'inline-flex items-center justify-center bg-brand-100 font-bold text-brand-800 uppercase select-none',
        )}
      >
        {name.trim().charAt(0) || '?'}
      </span>
    );
  }

  return (
    <img
      src={isCustom ? src : DEFAULT_AVATAR}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      loading={loading}
      onError={(event) => {
        if (isCustom) setFailedSrc(src);
        else if (!event.currentTarget.src.endsWith(DEFAULT_AVATAR)) event.currentTarget.src = DEFAULT_AVATAR;
      }}
      // Sized by its class names: contained, the picture arriving repaints it alone instead of laying the page out
      // again (one layout per avatar on browse, 15–30 ms each on a phone).
      className={clsx(classes, 'contain-strict')}
    />
  );
}
