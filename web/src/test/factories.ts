import {
  fileExtensionOf,
  type SelfUser,
  type SessionList,
  type SnippetDetail,
  type SnippetListResponse,
  type SnippetSummary,
  type SnippetVerification,
} from '@cloud-snippets/contract';

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token expiring `secondsFromNow` from now (negative: already expired). */
export function buildToken(secondsFromNow = 3600, claims: object = {}): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: 'u1', exp, ...claims })}.signature`;
}

export function buildUser(overrides: Partial<SelfUser> = {}): SelfUser {
  return {
    _id: 'u1',
    username: 'ampscript_amy',
    email: 'amy@example.com',
    emailVerified: true,
    pendingEmail: null,
    avatar: '/assets/avatar.png',
    role: 'user',
    bio: '',
    company: '',
    website: '',
    location: '',
    jobTitle: '',
    socialLinks: { twitter: '', linkedin: '', github: '' },
    createdAt: '2025-01-15T10:00:00.000Z',
    stats: { totalSnippets: 3, totalViews: 40, totalLikes: 7, suggestionsApplied: 0 },
    savedSnippets: [],
    ...overrides,
  };
}

/** One of the member's signed-in devices (GET /api/auth/sessions): this one, seen now. */
export function buildSession(overrides: Partial<SessionList[number]> = {}): SessionList[number] {
  const now = Date.now();
  return {
    id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3',
    device: 'Firefox on Linux',
    createdAt: new Date(now - 5 * 86_400_000).toISOString(),
    lastSeenAt: new Date(now - 60_000).toISOString(),
    expiresAt: new Date(now + 25 * 86_400_000).toISOString(),
    current: true,
    ...overrides,
  };
}

export function buildSnippetSummary(overrides: Partial<SnippetSummary> = {}): SnippetSummary {
  return {
    _id: 's1',
    slug: 'lookup-subscriber-first-name',
    title: 'Lookup a subscriber first name',
    description: 'Reads the first name from a data extension and falls back to a friendly default.',
    codePreview: '%%[ SET @name = Lookup("Subscribers", "FirstName", "Id", _subscriberkey) ]%%',
    platform: 'sfmc',
    category: 'scripting',
    codeLanguage: 'ampscript',
    tags: ['lookup', 'personalization'],
    author: { _id: 'u2', username: 'journey_jo', avatar: '/assets/avatar.png' },
    likeCount: 4,
    dislikeCount: 0,
    likes: 4,
    viewCount: 120,
    views: 120,
    commentCount: 2,
    forkCount: 0,
    isFeatured: false,
    visibility: 'public',
    fileCount: 1,
    hasTestClass: false,
    ssjsSafe: null,
    ampscriptParses: null,
    apexSyntaxErrors: null,
    soqlSyntaxErrors: null,
    verifiedRelease: null,
    verifiedCount: 0,
    outdatedCount: 0,
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    updatedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    ...overrides,
  };
}

/** Nobody confirmed or reported it: what a new snippet's page shows (decision 048). */
export function buildVerification(overrides: Partial<SnippetVerification> = {}): SnippetVerification {
  return {
    release: null,
    count: 0,
    outdatedCount: 0,
    outdatedReports: [],
    mine: { confirmed: [], outdatedReason: null },
    ...overrides,
  };
}

export function buildSnippetDetail(overrides: Partial<SnippetDetail> = {}): SnippetDetail {
  const { likes: _likes, ...summary } = buildSnippetSummary();
  const detail: Omit<SnippetDetail, 'files'> = {
    ...summary,
    code: '%%[\nSET @name = Lookup("Subscribers", "FirstName", "Id", _subscriberkey)\n]%%\nHello %%=v(@name)=%%',
    likes: [],
    isLiked: false,
    isDisliked: false,
    isSaved: false,
    isOwner: false,
    cardImage: `/media/og/snippets/${summary.slug}-0123456789abcdef.png`,
    checks: [],
    runsIn: [],
    effects: [],
    prerequisites: [],
    apiVersion: null,
    verification: buildVerification(),
    revisionCount: 1,
    isFork: false,
    forkedFrom: null,
    forkedFromHidden: false,
    ...overrides,
  };
  // One file, the code, unless the test names the files.
  const files = overrides.files ?? [
    {
      name: `${detail.slug}.${fileExtensionOf(detail.codeLanguage)}`,
      language: detail.codeLanguage,
      code: detail.code,
    },
  ];
  return { ...detail, files };
}

export function buildSnippetList(
  snippets: SnippetSummary[],
  { currentPage = 1, totalPages = 1, totalSnippets = snippets.length, totalIsApproximate = false } = {},
): SnippetListResponse {
  return {
    snippets,
    currentPage,
    totalPages,
    totalSnippets,
    totalIsApproximate,
    pagination: { currentPage, totalPages, totalSnippets, limit: 12, hasNextPage: currentPage < totalPages },
  };
}
