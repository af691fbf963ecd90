import { feedPaths } from '@cloud-snippets/contract';
import { useSiteUrl } from '../../../ssr/site-url';

/**
 * The page's Atom feed, announced in the head (React hoists the <link> there) for feed readers: `path` is the
 * feed's path on this site (/feed.xml, /feeds/tags/{tag}.xml, /feeds/users/{username}.xml, /feeds/platforms/{platform}.xml,
 * /feeds/snippets/{slug}/comments.xml).
 */
export function FeedLink({ path, title }: { path: string; title: string }) {
  const siteUrl = useSiteUrl();
  return <link rel="alternate" type="application/atom+xml" title={title} href={`${siteUrl}${path}`} />;
}

/** The feed paths the server serves (decision 052), written once in the contract. */
export { feedPaths };
