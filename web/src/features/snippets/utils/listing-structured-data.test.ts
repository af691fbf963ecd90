import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '@cloud-snippets/contract';
import { listingStructuredData } from './listing-structured-data';

describe('listingStructuredData', () => {
  it('lists the page’s snippets at their places in the whole list, by address and name', () => {
    const data = listingStructuredData({
      siteUrl: 'https://snippets.example',
      path: '/snippets?page=2',
      name: 'Browse Snippets',
      description: 'Salesforce code snippets: A, B.',
      currentPage: 2,
      snippets: [
        { _id: 'id-a', slug: 'lookup-a', title: 'A' },
        { _id: 'id-b', slug: null, title: 'B' },
      ],
    });
    expect(data).toMatchObject({
      '@type': 'CollectionPage',
      url: 'https://snippets.example/snippets?page=2',
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: PAGE_SIZES.snippets + 1,
            name: 'A',
            url: 'https://snippets.example/snippets/lookup-a',
          },
          { position: PAGE_SIZES.snippets + 2, name: 'B', url: 'https://snippets.example/snippets/id-b' },
        ],
      },
    });
  });
});
