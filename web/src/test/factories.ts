import type { SelfUser } from '@cloud-snippets/contract';

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
    avatar: '/assets/avatar.png',
    role: 'user',
    bio: '',
    company: '',
    website: '',
    location: '',
    jobTitle: '',
    socialLinks: { twitter: '', linkedin: '', github: '' },
    createdAt: '2025-01-15T10:00:00.000Z',
    stats: { totalSnippets: 3, totalViews: 40, totalLikes: 7 },
    savedSnippets: [],
    ...overrides,
  };
}
