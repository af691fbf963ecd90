import {
  collectionPath,
  commentAnchor,
  FORGOT_PASSWORD_PATH,
  NOTIFICATIONS_PATH,
  OAUTH_CALLBACK_PATH,
  profilePath,
  SETTINGS_PATH,
  snippetPath,
  UNSUBSCRIBE_PATH,
  type OAuthProvider,
  type Platform,
  type SortOption,
} from '@cloud-snippets/contract';

/** Query of the browse page (SPEC §2 Browse snippets). Keys appear in the URL in this order. */
export interface BrowseQuery {
  platform?: Platform | string;
  category?: string;
  language?: string;
  search?: string;
  tag?: string;
  author?: string;
  /** 'true': snippets with an Apex class and its test class (decision 043). */
  hasTestClass?: string;
  ssjsSafe?: string;
  sort?: SortOption | string;
  page?: number;
}

const BROWSE_KEYS = [
  'platform',
  'category',
  'language',
  'search',
  'tag',
  'author',
  'hasTestClass',
  'ssjsSafe',
  'sort',
  'page',
] as const;

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Every URL of SPEC §2, built in one place: `path` is the router pattern, `getHref` the link.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `redirect` is where to go after signing in (a same-site path). */
    getHref: (redirect?: string) => withQuery('/login', { redirect }),
  },
  register: { path: '/register', getHref: () => '/register' },
  forgotPassword: { path: FORGOT_PASSWORD_PATH, getHref: () => FORGOT_PASSWORD_PATH },
  /** Where the links of recovery and notification mails lead (decision 051); only the server writes them. */
  resetPassword: { path: '/reset-password' },
  verifyEmail: { path: '/verify-email' },
  unsubscribe: { path: UNSUBSCRIBE_PATH },
  /** Sign in with Salesforce or GitHub (decision 054): the API leaves for the provider, and comes back to the page. */
  oauth: {
    start: {
      /** `redirect` is where to go once signed in (a same-site path). */
      getHref: (provider: OAuthProvider, redirect?: string) =>
        withQuery(`/api/auth/oauth/${provider}/start`, { redirect }),
    },
    callback: { path: OAUTH_CALLBACK_PATH },
  },
  snippets: {
    browse: {
      path: '/snippets',
      getHref: (query: BrowseQuery = {}) =>
        withQuery(
          '/snippets',
          Object.fromEntries(
            Object.entries(query)
              .filter(([key]) => (BROWSE_KEYS as readonly string[]).includes(key))
              .sort(([a], [b]) => BROWSE_KEYS.indexOf(a as never) - BROWSE_KEYS.indexOf(b as never)),
          ),
        ),
    },
    create: { path: '/snippets/create', getHref: () => '/snippets/create' },
    details: {
      path: '/snippets/:slug',
      /** The snippet card link uses the slug, falling back to the id. */
      getHref: (snippet: { slug?: string | null; _id: string }) => snippetPath(snippet.slug || snippet._id),
    },
    /** The id of a comment's element on its snippet's page: the page's URL with `#` and it leads there. */
    commentAnchor,
    edit: {
      path: '/snippets/:slug/edit',
      getHref: (slugOrId: string) => `/snippets/${encodeURIComponent(slugOrId)}/edit`,
    },
    /** Its revisions, newest first (decision 038). */
    revisions: {
      path: '/snippets/:slug/revisions',
      getHref: (slug: string) => `/snippets/${encodeURIComponent(slug)}/revisions`,
    },
    /** One revision as it was. */
    revision: {
      path: '/snippets/:slug/revisions/:number',
      getHref: (slug: string, number: number) => `/snippets/${encodeURIComponent(slug)}/revisions/${number}`,
    },
    /** Its forks, newest first (decision 040). */
    forks: {
      path: '/snippets/:slug/forks',
      getHref: (slug: string, page = 1) =>
        withQuery(`/snippets/${encodeURIComponent(slug)}/forks`, { page: page > 1 ? page : undefined }),
    },
    /** Two revisions compared, file by file (`from...to`, as GitHub's compare names a range). */
    compare: {
      path: '/snippets/:slug/compare/:range',
      getHref: (slug: string, from: number, to: number, view?: 'split') =>
        withQuery(`/snippets/${encodeURIComponent(slug)}/compare/${from}...${to}`, { view }),
    },
    /** The snippet for other sites (decision 041): a document for an iframe, a script that writes it in. */
    embed: {
      path: '/embed/:slug',
      getHref: (slug: string) => `/embed/${encodeURIComponent(slug)}`,
      scriptHref: (slug: string) => `/embed/${encodeURIComponent(slug)}.js`,
    },
    /** The snippet as a zip: a Salesforce DX project for CRM code, a folder for Marketing Cloud's (decision 058). */
    download: {
      path: '/snippets/:slug/download',
      getHref: (slug: string) => `/snippets/${encodeURIComponent(slug)}/download`,
    },
    /** The code as plain text, served by the server itself (not a route of the web app). */
    raw: {
      path: '/snippets/:slug/raw',
      /** The first file's text, or with `file` that file's (its name may hold folders: each part is encoded). */
      getHref: (slug: string, file?: string) =>
        `/snippets/${encodeURIComponent(slug)}/raw${file ? `/${file.split('/').map(encodeURIComponent).join('/')}` : ''}`,
    },
  },
  publicProfile: {
    path: '/users/:username',
    /** SPEC §2 also accepts the singular form. */
    aliasPath: '/user/:username',
    getHref: profilePath,
  },
  /** A member's collection (decision 075), under their profile. */
  collection: {
    path: '/users/:username/collections/:slug',
    getHref: collectionPath,
  },
  profile: { path: SETTINGS_PATH, getHref: () => SETTINGS_PATH },
  savedSnippets: { path: '/saved-snippets', getHref: () => '/saved-snippets' },
  /** The member's notifications (decision 049); `unread` is the Unread tab. */
  notifications: {
    path: NOTIFICATIONS_PATH,
    getHref: (filter?: 'unread', page?: number) => withQuery(NOTIFICATIONS_PATH, { filter, page }),
  },
  /** Moderation (decision 053): the queue of reported items and the log of actions, for moderators and admins. */
  admin: {
    reports: { path: '/admin/reports', getHref: () => '/admin/reports' },
    log: { path: '/admin/log', getHref: () => '/admin/log' },
    /** The members suspended now, to lift a suspension from. */
    suspensions: { path: '/admin/suspensions', getHref: () => '/admin/suspensions' },
    /** What is hidden now, to show again. */
    hidden: { path: '/admin/hidden', getHref: () => '/admin/hidden' },
  },
  community: { path: '/community', getHref: () => '/community' },
  resources: { path: '/resources', getHref: () => '/resources' },
  contact: { path: '/contact', getHref: () => '/contact' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  /** Where a missing resource sends the visitor (SPEC §8); any unknown path renders the 404 page. */
  notFound: { getHref: () => '/404' },
  /** Served by the API (OpenAPI browser). */
  apiDocs: { getHref: () => '/api/docs' },
} as const;

/** Pages that show the bot-protection badge to logged-out visitors (SPEC §2). */
export const CAPTCHA_PAGES: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgotPassword.path,
  paths.contact.path,
];

/** External documentation of the Resources menu and the footer. */
export const EXTERNAL_RESOURCES = [
  {
    label: 'AMPscript',
    href: 'https://developer.salesforce.com/docs/marketing/marketing-cloud-ampscript/guide/ampscript.html',
  },
  {
    label: 'SSJS',
    href: 'https://developer.salesforce.com/docs/marketing/marketing-cloud/guide/ssjs_serverSideJavaScript.html',
  },
  {
    label: 'Apex',
    href: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_dev_guide.htm',
  },
  { label: 'LWC', href: 'https://developer.salesforce.com/docs/platform/lwc/guide' },
  {
    label: 'Marketing Cloud API',
    href: 'https://developer.salesforce.com/docs/marketing/marketing-cloud/guide/apis-overview.html',
  },
] as const;

/**
 * Where to go after signing in: only a same-site path (starts with '/', not '//' or '/\'), otherwise Home.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return paths.home.getHref();
  return value;
}
