import type { CollectionDetail } from '@cloud-snippets/contract';
import { PageMeta } from '../../../components/page-meta';
import { breadcrumbList } from '../../../components/structured-data';
import { paths } from '../../../config/paths';
import { useSiteUrl } from '../../../ssr/site-url';

/**
 * A collection's head: its title and description, and a schema.org ItemList of its snippets in order (what search
 * engines read as a list page). A collection nobody else may list (unlisted, private) is not indexed.
 */
export function CollectionMeta({ collection }: { collection: CollectionDetail | undefined }) {
  const siteUrl = useSiteUrl();
  if (!collection) return <PageMeta title="Collection" />;
  const owner = collection.owner.username;
  const path = paths.collection.getHref(owner, collection.slug);
  const url = `${siteUrl}${path}`;
  const description =
    collection.description || `${collection.title}: a collection of Salesforce snippets by ${owner}.`;
  return (
    <PageMeta
      title={`${collection.title} – a collection by ${owner}`}
      description={description}
      canonicalPath={path}
      noindex={collection.visibility !== 'public'}
      structuredData={[
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: collection.title,
          description,
          url,
          numberOfItems: collection.items.length,
          itemListOrder: 'https://schema.org/ItemListOrderAscending',
          author: { '@type': 'Person', name: owner, url: `${siteUrl}${paths.publicProfile.getHref(owner)}` },
          dateModified: collection.updatedAt,
          itemListElement: collection.items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            url: `${siteUrl}${paths.snippets.details.getHref(item)}`,
            name: item.title,
          })),
        },
        breadcrumbList([
          ['Home', `${siteUrl}/`],
          [owner, `${siteUrl}${paths.publicProfile.getHref(owner)}`],
          [collection.title, url],
        ]),
      ]}
    />
  );
}
