/** Product constants of SPEC §3 (reference lists) and §9 (limits, timings). */

export const PLATFORMS = [
  { value: 'sfmc', label: 'Marketing Cloud' },
  { value: 'crm', label: 'Sales & Service Cloud' },
] as const;
export type Platform = (typeof PLATFORMS)[number]['value'];
export const PLATFORM_VALUES = PLATFORMS.map((p) => p.value) as [Platform, ...Platform[]];

export const CATEGORIES = {
  sfmc: [
    { value: 'email', label: 'Email & Content' },
    { value: 'automation', label: 'Automation & Journey Builder' },
    { value: 'scripting', label: 'AMPscript & SSJS' },
    { value: 'api', label: 'API Integration' },
  ],
  crm: [
    { value: 'apex', label: 'Apex Development' },
    { value: 'lwc', label: 'Lightning Web Components' },
    { value: 'visualforce', label: 'Visualforce' },
    { value: 'integration', label: 'Integration Patterns' },
  ],
} as const satisfies Record<Platform, readonly { value: string; label: string }[]>;
export type Category = (typeof CATEGORIES)[Platform][number]['value'];

export interface LanguageOption {
  name: string;
  value: string;
  icon: string;
  description: string;
  /** Platforms the language may be used on. */
  platforms: readonly Platform[];
  /** The file name extension its code is saved under (a raw download, a file of a snippet). */
  fileExtension: string;
}

/**
 * SPEC §3 Languages: AMPscript and SSJS are sfmc only, Apex crm only, JavaScript, HTML, SQL and CSS both. SOQL,
 * Visualforce and Aura (crm only) were added after the SPEC: they were filed as SQL or HTML; XML (both) for the
 * metadata files of a snippet's several files (decision 043).
 */
export const LANGUAGES = [
  {
    name: 'AMPscript',
    value: 'ampscript',
    icon: '⚡',
    description: 'Marketing Cloud personalization language',
    platforms: ['sfmc'],
    fileExtension: 'amp',
  },
  {
    name: 'SSJS',
    value: 'ssjs',
    icon: '🟨',
    description: 'Server-Side JavaScript for Marketing Cloud',
    platforms: ['sfmc'],
    fileExtension: 'ssjs',
  },
  {
    name: 'Apex',
    value: 'apex',
    icon: '☁️',
    description: 'Salesforce server-side language',
    platforms: ['crm'],
    fileExtension: 'cls',
  },
  {
    name: 'JavaScript',
    value: 'javascript',
    icon: '📜',
    description: 'Client-side and Lightning Web Components code',
    platforms: ['sfmc', 'crm'],
    fileExtension: 'js',
  },
  {
    name: 'HTML',
    value: 'html',
    icon: '🌐',
    description: 'Email templates, landing pages and markup',
    platforms: ['sfmc', 'crm'],
    fileExtension: 'html',
  },
  {
    name: 'SQL',
    value: 'sql',
    icon: '🗄️',
    description: 'Query Activities and data extensions',
    platforms: ['sfmc', 'crm'],
    fileExtension: 'sql',
  },
  {
    name: 'CSS',
    value: 'css',
    icon: '🎨',
    description: 'Styles for emails, pages and components',
    platforms: ['sfmc', 'crm'],
    fileExtension: 'css',
  },
  {
    name: 'SOQL',
    value: 'soql',
    icon: '🔎',
    description: 'Salesforce Object Query Language',
    platforms: ['crm'],
    fileExtension: 'soql',
  },
  {
    name: 'Visualforce',
    value: 'visualforce',
    icon: '📄',
    description: 'Visualforce pages, components and email templates',
    platforms: ['crm'],
    fileExtension: 'page',
  },
  {
    name: 'Aura',
    value: 'aura',
    icon: '🧩',
    description: 'Aura component markup',
    platforms: ['crm'],
    fileExtension: 'cmp',
  },
  {
    name: 'XML',
    value: 'xml',
    icon: '🏷️',
    description: 'Metadata files (-meta.xml), package manifests and SOAP envelopes',
    platforms: ['sfmc', 'crm'],
    fileExtension: 'xml',
  },
] as const satisfies readonly LanguageOption[];
export type CodeLanguage = (typeof LANGUAGES)[number]['value'];

/** The file extension of a language's code ('txt' for a value the list does not know). */
export const fileExtensionOf = (language: string): string =>
  LANGUAGES.find((option) => option.value === language)?.fileExtension ?? 'txt';

/** Home page language tiles (SPEC §2 Home): eight, the last one 'Other'. */
export const HOME_LANGUAGE_TILES = [
  'AMPscript',
  'SSJS',
  'Apex',
  'HTML',
  'JavaScript',
  'SQL',
  'CSS',
  'Other',
] as const;

/** The browse filter of the 'Other' tile (`language=other`): the languages without a home tile of their own. */
export const OTHER_LANGUAGE = 'other';
export const OTHER_LANGUAGE_VALUES: readonly string[] = LANGUAGES.filter(
  (language) => !(HOME_LANGUAGE_TILES as readonly string[]).includes(language.name),
).map((language) => language.value);

/** The categories of a platform (SPEC §3). */
export function categoriesFor(platform: Platform): readonly { value: string; label: string }[] {
  return CATEGORIES[platform];
}

/** The languages a platform allows, or all of them (SPEC §3: the list narrows by the chosen platform). */
export function languagesFor(platform: Platform | undefined) {
  return platform
    ? LANGUAGES.filter((l) => (l.platforms as readonly string[]).includes(platform))
    : LANGUAGES;
}

export function isCategoryOf(platform: Platform, category: string): boolean {
  return CATEGORIES[platform].some((c) => c.value === category);
}

export function isLanguageOf(platform: Platform, language: string): boolean {
  return languagesFor(platform).some((l) => l.value === language);
}

export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'popular', label: 'Most popular' },
  { value: 'az', label: 'A–Z' },
  { value: 'forks', label: 'Most forked' },
  /** A search's ranking (title, tags, description, then code; typos corrected). Offered only with a search text. */
  { value: 'relevance', label: 'Best match' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];

export const LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  passwordMin: 8,
  /** Argon2 hashes long inputs fine; the cap stops multi-megabyte "passwords" from burning CPU. */
  passwordMax: 128,
  emailMax: 254,
  bioMax: 500,
  companyMax: 100,
  locationMax: 100,
  websiteMax: 200,
  /** The first avatar size refused: files must be under 1 MB (isAvatarTooLarge). */
  avatarMaxBytes: 1_048_576,
  avatarMaxDimension: 512,
} as const;

/**
 * Usernames nobody may register (compared lowercased): words of the API's and the site's own routes, which a
 * member's name would shadow (`/api/users/profile`, `author=me`), and names that would pass for the site itself.
 */
export const RESERVED_USERNAMES: readonly string[] = [
  'profile',
  'top-contributors',
  'avatar',
  'avatars',
  'password',
  'account',
  'me',
  'admin',
  'admins',
  'administrator',
  'root',
  'system',
  'moderator',
  'support',
  'staff',
  'api',
  'media',
  'assets',
  'settings',
  'saved-snippets',
  'snippets',
  'users',
  'user',
  'login',
  'logout',
  'register',
  'contact',
  'null',
  'undefined',
  'anonymous',
  'guest',
  'cloud-snippets',
  'cloudsnippets',
];

export const isReservedUsername = (username: string): boolean =>
  RESERVED_USERNAMES.includes(username.trim().toLowerCase());

export const SNIPPET_LIMITS = {
  titleMax: 120,
  descriptionMax: 5000,
  codeMax: 100_000,
  /** An edit's one-line "what changed" (decision 038). */
  revisionNoteMax: 200,
  tagsMax: 10,
  tagMax: 30,
  searchMax: 200,
  pageMax: 10_000,
  limitMax: 50,
} as const;

export const COMMENT_LIMITS = {
  /** Characters of Markdown in one comment, after trimming. */
  contentMax: 5000,
  /** Top-level comments per page of GET /api/comments/snippet/{snippetId}. */
  threadsPerPage: 20,
  threadsPerPageMax: 50,
  /** Newest replies sent with each top-level comment; the rest come from GET /api/comments/replies/{id}. */
  repliesPreview: 3,
  repliesPerPage: 20,
  repliesPerPageMax: 100,
  /** Line comments sent to the code view in one answer (decision 076): the oldest first, the rest in the thread. */
  lineCommentsMax: 500,
  /** More comments than this on the same lines are drawn as one marker that opens them. */
  lineCommentsInline: 2,
} as const;

/** The contact form's fields (POST /api/contact), in characters after trimming. */
export const CONTACT_LIMITS = { nameMax: 100, subjectMax: 150, messageMin: 10, messageMax: 5000 } as const;

export const USER_SNIPPET_SORTS = ['createdAt', 'updatedAt', 'likeCount', 'viewCount', 'title'] as const;

export const PAGE_SIZES = {
  snippets: 12,
  savedSnippets: 12,
  userSnippets: 10,
  topContributors: 5,
} as const;

export const HOME = { languageChips: 4, snippetCounter: 100 } as const;
export const MOBILE_MENU_BREAKPOINT_PX = 768;
export const SNIPPET_META_DESCRIPTION_MAX = 155;
export const LISTING_META_SNIPPETS = 10;
export const DEFAULT_AVATAR = '/assets/avatar.png';
export const ADMIN_ROLE = 'admin';
/** Between member and admin (decision 053): works the moderation queue, cannot change roles. */
export const MODERATOR_ROLE = 'moderator';
export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The special characters SPEC §5 allows (and requires one of) in a password. */
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*#?&';

/** Bot-protection actions of SPEC §7. */
export const CAPTCHA_ACTIONS = ['login', 'register', 'contact'] as const;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[number];

// In modules of their own: every page's first script uses them, and takes a whole module (decision 027).
export { TIMINGS } from './timings.js';
export { STORAGE_KEYS } from './storage-keys.js';
