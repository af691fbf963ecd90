/** Snippet visibility (decision 042): a module of its own, carried only by the pages that show or choose it. */

/**
 * Who can read a snippet (decision 042): everyone, and in every list (public); whoever has its link, but
 * never a list, a count or a search (unlisted, its slug made unguessable); its author only (private).
 */
export const VISIBILITIES = [
  {
    value: 'public',
    label: 'Public',
    description: 'Anyone can find it: browse, search, your profile and feeds.',
  },
  {
    value: 'unlisted',
    label: 'Unlisted',
    description: 'Only people with the link can see it. It stays out of browse, search and your profile.',
  },
  { value: 'private', label: 'Private', description: 'Only you can see it.' },
] as const;
export type Visibility = (typeof VISIBILITIES)[number]['value'];
export const VISIBILITY_VALUES = VISIBILITIES.map((v) => v.value) as [Visibility, ...Visibility[]];
export const DEFAULT_VISIBILITY: Visibility = 'public';
