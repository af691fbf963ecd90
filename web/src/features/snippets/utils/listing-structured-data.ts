import { PAGE_SIZES } from '@cloud-snippets/contract';
import type { StructuredData } from '../../../components/page-meta';
import { paths } from '../../../config/paths';

interface ListedSnippet {
  _id: string;
  slug?: string | null;
  title: string;
}

/**
 * A listing page as schema.org sees it: a CollectionPage whose main entity is the ItemList of the snippets it shows,
 * each at its place in the whole list (page 2 starts after page 1's), named and linked by its address.
 */
export function listingStructuredData(input: {
  siteUrl: string;
  /** The page's address: path and query. */
  path: string;
  name: string;
  description: string;
  currentPage: number;
  snippets: readonly ListedSnippet[];
}): StructuredData {
  const offset = (Math.max(1, input.currentPage) - 1) * PAGE_SIZES.snippets;
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: input.name,
    description: input.description,
    url: `${input.siteUrl}${input.path}`,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: input.snippets.length,
      itemListElement: input.snippets.map((snippet, index) => ({
        '@type': 'ListItem',
        position: offset + index + 1,
        name: snippet.title,
        url: `${input.siteUrl}${paths.snippets.details.getHref(snippet)}`,
      })),
    },
  };
}
