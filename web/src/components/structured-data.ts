import type { StructuredData } from './page-meta';

/** schema.org BreadcrumbList of a page's trail: [name, absolute URL] from the home page down. */
export function breadcrumbList(trail: readonly (readonly [name: string, url: string])[]): StructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, url], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}
