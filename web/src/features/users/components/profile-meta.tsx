import type { PublicProfileResponse } from '@cloud-snippets/contract';
import { PageMeta } from '../../../components/page-meta';
import { breadcrumbList } from '../../../components/structured-data';
import { paths } from '../../../config/paths';
import { useSiteUrl } from '../../../ssr/site-url';

type ProfileUser = PublicProfileResponse['user'];

/** A profile's head: title, the bio as description, and a schema.org ProfilePage about the member. */
export function ProfileMeta({ username, user }: { username: string; user: ProfileUser | undefined }) {
  const siteUrl = useSiteUrl();
  if (!user) return <PageMeta title={`${username}'s profile`} />;
  const path = paths.publicProfile.getHref(user.username);
  const url = `${siteUrl}${path}`;
  const description = user.bio || `${user.username} shares Salesforce code snippets on Cloud Snippets.`;
  const sameAs = [user.website, ...Object.values(user.socialLinks)].filter((link) =>
    /^https?:\/\//.test(link),
  );
  return (
    <PageMeta
      title={`${user.username}'s profile`}
      description={description}
      keywords={user.topLanguages.slice(0, 3)}
      canonicalPath={path}
      type="profile"
      structuredData={[
        {
          '@context': 'https://schema.org',
          '@type': 'ProfilePage',
          url,
          dateCreated: user.createdAt,
          mainEntity: {
            '@type': 'Person',
            name: user.username,
            alternateName: user.username,
            description,
            ...(user.avatar
              ? { image: user.avatar.startsWith('/') ? `${siteUrl}${user.avatar}` : user.avatar }
              : {}),
            ...(user.jobTitle ? { jobTitle: user.jobTitle } : {}),
            ...(user.company ? { worksFor: { '@type': 'Organization', name: user.company } } : {}),
            ...(sameAs.length > 0 ? { sameAs } : {}),
            interactionStatistic: {
              '@type': 'InteractionCounter',
              interactionType: 'https://schema.org/WriteAction',
              userInteractionCount: user.stats.totalSnippets,
            },
          },
        },
        breadcrumbList([
          ['Home', `${siteUrl}/`],
          [user.username, url],
        ]),
      ]}
    />
  );
}
