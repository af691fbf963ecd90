/** Members of a test site and what they publish, made through the API as the web app would. */
import { randomBytes } from 'node:crypto';
import type { AccessTokenScope, SnippetDetail, SnippetInput } from '@cloud-snippets/contract';
import type { Site } from './site.js';

export interface Member {
  username: string;
  password: string;
}

async function call<T>(site: Site, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${site.url}${path}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = call;

export async function registerMember(site: Site, prefix = 'cli'): Promise<Member> {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  const password = 'Sn1ppets!Rock';
  await call(site, 'POST', '/api/auth/register', { username, email: `${username}@example.test`, password });
  return { username, password };
}

/** A member's session token from signing in: what makes and revokes access tokens, which take no token. */
export async function sessionToken(site: Site, member: Member): Promise<string> {
  const { token } = await call<{ token: string }>(site, 'POST', '/api/auth/login', {
    identifier: member.username,
    password: member.password,
  });
  return token;
}

export interface CreatedAccessToken {
  token: string;
  id: string;
  /** Revokes it as the member would on /profile. */
  revoke(): Promise<void>;
}

/**
 * The one place a test gets a token for the CLI: a personal access token (`csp_…`) made with POST /api/tokens as
 * the profile page makes it, read and write unless told otherwise.
 */
export async function createAccessToken(
  site: Site,
  member: Member,
  scopes: AccessTokenScope[] = ['read', 'write'],
): Promise<CreatedAccessToken> {
  const session = await sessionToken(site, member);
  const name = `sf snippets ${randomBytes(3).toString('hex')}`;
  const created = await call<{ token: string; accessToken: { id: string } }>(
    site,
    'POST',
    '/api/tokens',
    { name, expiresInDays: 30, scopes },
    session,
  );
  return {
    token: created.token,
    id: created.accessToken.id,
    revoke: () => call(site, 'DELETE', `/api/tokens/${created.accessToken.id}`, undefined, session),
  };
}

export const accessToken = async (site: Site, member: Member) =>
  (await createAccessToken(site, member)).token;

export async function publish(
  site: Site,
  token: string,
  input: Partial<SnippetInput>,
): Promise<SnippetDetail> {
  const body = {
    title: 'A snippet',
    description: 'What it does.',
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    code: 'public class A {}',
    tags: [],
    ...input,
  };
  return (await call<{ snippet: SnippetDetail }>(site, 'POST', '/api/snippets', body, token)).snippet;
}

export async function snippetOf(site: Site, slug: string, token?: string): Promise<SnippetDetail> {
  return (await call<{ snippet: SnippetDetail }>(site, 'GET', `/api/snippets/${slug}`, undefined, token))
    .snippet;
}
