/**
 * The pages SPEC §2 marks "login required", each matched exactly (Google's and Bing's robots.txt rules: `*` spans
 * any characters, `$` ends the URL). A prefix would also hide public pages: `Disallow: /snippets/create` hid every
 * snippet whose slug starts with "create".
 */
export const MEMBER_ONLY_PAGES = [
  '/snippets/create$',
  '/snippets/*/edit$',
  '/profile$',
  '/saved-snippets$',
  '/notifications$',
  '/admin/',
];

/** robots.txt: everything but the API (its documentation aside) and the member-only pages; where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Allow: /api/docs',
    ...MEMBER_ONLY_PAGES.map((pattern) => `Disallow: ${pattern}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
