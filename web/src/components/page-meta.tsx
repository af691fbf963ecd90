import { useLocation } from 'react-router';
import { useSiteUrl } from '../ssr/site-url';

export const SITE_NAME = 'Cloud Snippets';
export const DEFAULT_DESCRIPTION =
  'Share and discover Salesforce code snippets: AMPscript, SSJS, SQL, Apex, Lightning Web Components and more.';

/**
 * The site's own social card (public/social-card.png, drawn by scripts/make-site-card.mjs): the og:image of every
 * page that has none of its own — home, browse, profiles, the site pages. Snippets have theirs (decision 029).
 */
export const SITE_CARD = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Cloud Snippets: Salesforce code shared by the people who write it — AMPscript, SSJS, SQL, Apex, LWC and Visualforce',
} as const;

/** "Page – Cloud Snippets", or the site name alone. */
export function pageTitle(title?: string): string {
  return title ? `${title} – ${SITE_NAME}` : SITE_NAME;
}

/** A schema.org object (https://schema.org), written into the page as JSON-LD. */
export type StructuredData = Record<string, unknown>;

export interface PageMetaProps {
  title?: string;
  description?: string;
  /** Meta keywords (e.g. a profile's top languages, SPEC §9); none when empty. */
  keywords?: readonly string[];
  /** The page's own address (path and query); the current one by default. */
  canonicalPath?: string;
  /** Open Graph type: 'article' for a snippet, 'profile' for a member. */
  type?: 'website' | 'article' | 'profile';
  /** The social card (og:image), a path on this site, with its size and description; the site's own by default. */
  image?: { path: string; width: number; height: number; alt: string };
  /** Article facts for a snippet. */
  article?: { publishedTime: string; modifiedTime: string; author: string; tags: readonly string[] };
  /** schema.org objects: SoftwareSourceCode, ProfilePage, BreadcrumbList… */
  structuredData?: readonly StructuredData[];
  /** Pages that must not be indexed (404, member-only pages). */
  noindex?: boolean;
  /** The page's oEmbed endpoint (a snippet's), named for the sites that unfurl links (decision 041). */
  oembedPath?: string;
}

/** JSON inside a <script> element cannot end it early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Every head tag of a page, from one place: title, description, canonical URL, Open Graph and Twitter cards,
 * JSON-LD. React hoists them into <head>, on the server as in the browser, so a page has exactly one of each.
 */
export function PageMeta({
  title,
  description = DEFAULT_DESCRIPTION,
  keywords,
  canonicalPath,
  type = 'website',
  image = SITE_CARD,
  article,
  structuredData,
  noindex = false,
  oembedPath,
}: PageMetaProps) {
  const siteUrl = useSiteUrl();
  const location = useLocation();
  const url = `${siteUrl}${canonicalPath ?? `${location.pathname}${location.search}`}`;
  const fullTitle = pageTitle(title);
  const keywordList = keywords?.map((keyword) => keyword.trim()).filter(Boolean) ?? [];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywordList.length > 0 && <meta name="keywords" content={keywordList.join(', ')} />}
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {oembedPath && (
        <link
          rel="alternate"
          type="application/json+oembed"
          href={`${siteUrl}${oembedPath}`}
          title={title ?? SITE_NAME}
        />
      )}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? SITE_NAME} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && (
        <>
          <meta property="og:image" content={`${siteUrl}${image.path}`} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      )}
      {article && (
        <>
          <meta property="article:published_time" content={article.publishedTime} />
          <meta property="article:modified_time" content={article.modifiedTime} />
          <meta property="article:author" content={article.author} />
          {article.tags.map((tag) => (
            <meta key={tag} property="article:tag" content={tag} />
          ))}
        </>
      )}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title ?? SITE_NAME} />
      <meta name="twitter:description" content={description} />
      {structuredData?.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }}
        />
      ))}
    </>
  );
}
