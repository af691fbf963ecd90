import { PLATFORMS } from '@cloud-snippets/contract';
import { paths } from '../../config/paths';

/** The Browse Snippets menu (SPEC §2 Navigation bar). */
export const BROWSE_LINKS = [
  ...PLATFORMS.map((platform) => ({
    label: platform.label,
    to: paths.snippets.browse.getHref({ platform: platform.value }),
  })),
  { label: 'View All', to: paths.snippets.browse.getHref() },
];
