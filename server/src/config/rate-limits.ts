import { nonNegativeInt, positiveInt, settingDocs } from './fields.js';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/** A count's default and what the README says of it. */
type CountSetting = readonly [fallback: number, description: string];

/**
 * One rate limit's settings: each count as <AREA>_RATE_LIMIT_<PER…>, allowed per the window they share,
 * <AREA>_RATE_LIMIT_WINDOW_SECONDS ("<what> rate-limit window." in the README).
 */
function rateLimit<const Area extends string, const Per extends string>(
  area: Area,
  counts: Record<Per, CountSetting>,
  window: { seconds: number; of: string },
) {
  const settings = Object.entries<CountSetting>(counts).map(([per, [fallback, description]]) => [
    `${area}_RATE_LIMIT_${per}`,
    positiveInt(fallback).register(settingDocs, { description }),
  ]);
  settings.push([
    `${area}_RATE_LIMIT_WINDOW_SECONDS`,
    positiveInt(window.seconds).register(settingDocs, { description: `${window.of} rate-limit window.` }),
  ]);
  return Object.fromEntries(settings) as Record<
    `${Area}_RATE_LIMIT_${Per | 'WINDOW_SECONDS'}`,
    ReturnType<typeof positiveInt>
  >;
}

/** Every rate limit (decision 016): a count per window, kept in Redis when it is configured. */
export const rateLimitEnv = {
  ...rateLimit(
    'LOGIN',
    {
      PER_IP: [20, 'Failed logins allowed per client IP per window.'],
      PER_ACCOUNT: [
        10,
        'Failed logins allowed per account (identifier) per window; a successful login resets it.',
      ],
    },
    { seconds: 900, of: 'Login' },
  ),
  ...rateLimit(
    'REGISTER',
    { PER_IP: [10, 'Registration attempts allowed per client IP per window.'] },
    { seconds: 3600, of: 'Registration' },
  ),
  ...rateLimit(
    'COMMENT',
    { PER_MEMBER: [10, 'Comments and replies a member may post per window.'] },
    { seconds: 60, of: 'Comment' },
  ),
  ...rateLimit(
    'REPORT',
    { PER_MEMBER: [20, 'Reports (of snippets, comments, profiles) a member may send per window.'] },
    { seconds: 3600, of: 'Report' },
  ),
  ...rateLimit(
    'CONTACT',
    { PER_IP: [5, 'Contact-form messages allowed per client IP per window.'] },
    { seconds: 3600, of: 'Contact-form' },
  ),
  ...rateLimit(
    'AVATAR',
    { PER_MEMBER: [30, 'Avatar uploads a member may make per window (each is decoded and re-encoded).'] },
    { seconds: 3600, of: 'Avatar upload' },
  ),
  ...rateLimit(
    'SNIPPET',
    { PER_MEMBER: [20, 'Snippets a member may create or edit per window.'] },
    { seconds: 60, of: 'Snippet write' },
  ),
  ...rateLimit(
    'COLLECTION',
    { PER_MEMBER: [10, 'Collections a member may create per window.'] },
    { seconds: 3600, of: 'Collection creation' },
  ),
  ...rateLimit(
    'COLLECTION_ITEM',
    { PER_MEMBER: [60, 'Snippets a member may add to their collections per window.'] },
    { seconds: 300, of: 'Collection item' },
  ),
  ...rateLimit(
    'REACTION',
    {
      PER_MEMBER: [
        30,
        'Likes, dislikes, saves and their removals a member may make per window (snippets and comments together).',
      ],
    },
    { seconds: 60, of: 'Reaction' },
  ),
  ...rateLimit(
    'RESET',
    {
      PER_IP: [10, 'Password reset mails that may be asked for per client IP per window.'],
      PER_ADDRESS: [
        3,
        'Password reset mails that may be asked for per address per window, whether or not an account uses it.',
      ],
    },
    { seconds: 3600, of: 'Password reset' },
  ),
  ...rateLimit(
    'VERIFICATION',
    { PER_MEMBER: [3, 'Address confirmation mails a member may ask to be sent again per window.'] },
    { seconds: 3600, of: 'Address confirmation' },
  ),
  ...rateLimit(
    'OAUTH',
    {
      PER_IP: [
        30,
        'Provider sign-ins (start, callback, completion) allowed per client IP per window; each counts once per step.',
      ],
    },
    { seconds: 900, of: 'Provider sign-in' },
  ),
};

/** New-member limits (decision 053): counted per member over NEW_MEMBER_HOURS rather than a short window. */
export const newMemberEnv = {
  NEW_MEMBER_HOURS: nonNegativeInt(24).register(settingDocs, {
    description:
      'The window (hours) new-member limits count in: a member is new until their address is confirmed or a week has passed (0: no limits).',
  }),
  NEW_MEMBER_SNIPPETS: positiveInt(3).register(settingDocs, {
    description: 'Snippets (forks aside) a new member may publish per NEW_MEMBER_HOURS.',
  }),
  NEW_MEMBER_COMMENTS: positiveInt(10).register(settingDocs, {
    description: 'Comments and replies a new member may post per NEW_MEMBER_HOURS.',
  }),
};

/** A rate limit's rule from the parsed settings: one of its counts, and its window. */
function rule<const Area extends string, const Per extends string>(
  env: Record<`${Area}_RATE_LIMIT_${Per | 'WINDOW_SECONDS'}`, number>,
  area: Area,
  per: Per,
): RateLimitRule {
  return {
    points: env[`${area}_RATE_LIMIT_${per}`],
    durationSeconds: env[`${area}_RATE_LIMIT_WINDOW_SECONDS`],
  };
}

type RateLimitValues = { [Key in keyof typeof rateLimitEnv]: number };

/** config.rateLimits: each rule by the name the code uses. */
export function rateLimitRules(env: RateLimitValues) {
  return {
    loginPerIp: rule(env, 'LOGIN', 'PER_IP'),
    loginPerAccount: rule(env, 'LOGIN', 'PER_ACCOUNT'),
    registerPerIp: rule(env, 'REGISTER', 'PER_IP'),
    /** Comments and replies posted per member. */
    commentsPerMember: rule(env, 'COMMENT', 'PER_MEMBER'),
    /** Contact-form messages per client IP. */
    contactPerIp: rule(env, 'CONTACT', 'PER_IP'),
    /** Reports sent per member. */
    reportsPerMember: rule(env, 'REPORT', 'PER_MEMBER'),
    /** Avatar uploads per member (each one is decoded and re-encoded). */
    avatarsPerMember: rule(env, 'AVATAR', 'PER_MEMBER'),
    /** Snippets created or edited per member. */
    snippetWritesPerMember: rule(env, 'SNIPPET', 'PER_MEMBER'),
    /** Collections created per member. */
    collectionsPerMember: rule(env, 'COLLECTION', 'PER_MEMBER'),
    /** Snippets added to collections per member. */
    collectionItemsPerMember: rule(env, 'COLLECTION_ITEM', 'PER_MEMBER'),
    /** Likes, dislikes, saves and their removals per member, on snippets and comments alike. */
    reactionsPerMember: rule(env, 'REACTION', 'PER_MEMBER'),
    /** Password reset mails asked for per client IP. */
    passwordResetsPerIp: rule(env, 'RESET', 'PER_IP'),
    /** Password reset mails asked for per address (known to the site or not). */
    passwordResetsPerAddress: rule(env, 'RESET', 'PER_ADDRESS'),
    /** Address confirmation mails sent again per member. */
    verificationMailsPerMember: rule(env, 'VERIFICATION', 'PER_MEMBER'),
    /** Provider sign-in steps (start, callback, completion) per client IP. */
    oauthPerIp: rule(env, 'OAUTH', 'PER_IP'),
  };
}

export type RateLimitsConfig = ReturnType<typeof rateLimitRules>;
