import {
  languageLabel,
  platformLabel,
  SNIPPET_CARD_IMAGE,
  snippetCardAlt,
  snippetMetaDescription,
  type SnippetDetail,
} from '@cloud-snippets/contract';
import { PageMeta } from '../../../components/page-meta';
import { breadcrumbList } from '../../../components/structured-data';
import { paths } from '../../../config/paths';
import { useSiteUrl } from '../../../ssr/site-url';

/**
 * A snippet page's head: its title and the contract's description rule, an article for Open Graph with the
 * snippet's social card (decision 029), and for search engines a schema.org SoftwareSourceCode with its author and a
 * breadcrumb trail.
 */
export function SnippetMeta({ snippet }: { snippet: SnippetDetail }) {
  const siteUrl = useSiteUrl();
  const path = paths.snippets.details.getHref(snippet);
  const description = snippetMetaDescription(snippet.description);
  const authorUrl = `${siteUrl}${paths.publicProfile.getHref(snippet.author.username)}`;
  return (
    <PageMeta
      title={snippet.title}
      description={description}
      keywords={snippet.tags}
      canonicalPath={path}
      // Unlisted (and a private snippet's page, which only its author opens): never in a search engine (decision 042).
      noindex={snippet.visibility !== 'public'}
      oembedPath={`/api/oembed?url=${encodeURIComponent(`${siteUrl}${path}`)}`}
      type="article"
      image={{
        path: snippet.cardImage,
        width: SNIPPET_CARD_IMAGE.width,
        height: SNIPPET_CARD_IMAGE.height,
        alt: snippetCardAlt(snippet),
      }}
      article={{
        publishedTime: snippet.createdAt,
        modifiedTime: snippet.updatedAt,
        author: authorUrl,
        tags: snippet.tags,
      }}
      structuredData={[
        {
          '@context': 'https://schema.org',
          '@type': 'SoftwareSourceCode',
          name: snippet.title,
          description,
          url: `${siteUrl}${path}`,
          programmingLanguage: languageLabel(snippet.codeLanguage),
          codeSampleType: 'code snippet',
          keywords: snippet.tags.join(', '),
          dateCreated: snippet.createdAt,
          dateModified: snippet.updatedAt,
          author: { '@type': 'Person', name: snippet.author.username, url: authorUrl },
        },
        breadcrumbList([
          ['Home', `${siteUrl}/`],
          ['Snippets', `${siteUrl}${paths.snippets.browse.getHref()}`],
          [
            platformLabel(snippet.platform),
            `${siteUrl}${paths.snippets.browse.getHref({ platform: snippet.platform })}`,
          ],
          [snippet.title, `${siteUrl}${path}`],
        ]),
      ]}
    />
  );
}
