/**
 * The site's page addresses, written once: the web links to them and the server writes them into mails,
 * notifications, feeds, the sitemap and oEmbed answers. Paths only; the server prefixes its public URL.
 */

const part = encodeURIComponent;

/** A snippet's page (SPEC §2). */
export const snippetPath = (slug: string): string => `/snippets/${part(slug)}`;

/** The id of a comment's element on its snippet's page. */
export const commentAnchor = (commentId: string): string => `comment-${commentId}`;

/** A comment in place on its snippet's page. */
export const commentPath = (slug: string, commentId: string): string =>
  `${snippetPath(slug)}#${commentAnchor(commentId)}`;

/** A member's public profile (SPEC §2). */
export const profilePath = (username: string): string => `/users/${part(username)}`;

/** A member's collection (decision 075): under its owner's profile, as the owner's snippets are theirs. */
export const collectionPath = (username: string, slug: string): string =>
  `${profilePath(username)}/collections/${part(slug)}`;

/** Browse, filtered to one tag. */
export const tagPath = (tag: string): string => `/snippets?tag=${part(tag)}`;

/** Browse, filtered to one platform. */
export const platformPath = (platform: string): string => `/snippets?platform=${part(platform)}`;

/** The signed-in member's settings (profile, notification choices, sign-in methods). */
export const SETTINGS_PATH = '/profile';
export const NOTIFICATIONS_PATH = '/notifications';
/** Where sign-in with a provider comes back to in the web app. */
export const OAUTH_CALLBACK_PATH = '/auth/callback';
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** The page a notification mail's "stop these mails" link opens (its signed query follows). */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** The page a password reset mail's link opens. */
export const resetPasswordPath = (token: string): string => `/reset-password?token=${part(token)}`;

/** The page an address confirmation mail's link opens. */
export const verifyEmailPath = (token: string): string => `/verify-email?token=${part(token)}`;

/** The snippet as a document for another site's iframe. */
export const embedPath = (slug: string): string => `/embed/${part(slug)}`;

/** A collection as a document for another site's iframe. */
export const collectionEmbedPath = (username: string, slug: string): string =>
  `/embed/collections/${part(username)}/${part(slug)}`;

/** Atom feeds of public snippets and of a snippet's comments. */
export const feedPaths = {
  site: '/feed.xml',
  tag: (tag: string): string => `/feeds/tags/${part(tag.toLowerCase())}.xml`,
  member: (username: string): string => `/feeds/users/${part(username)}.xml`,
  platform: (platform: string): string => `/feeds/platforms/${part(platform)}.xml`,
  comments: (slug: string): string => `/feeds/snippets/${part(slug)}/comments.xml`,
  collection: (username: string, slug: string): string =>
    `/feeds/users/${part(username)}/collections/${part(slug)}.xml`,
};
