/** Members of a test site and what they publish, made through the API as the web app would. */
import { randomBytes } from 'node:crypto';
import type { SnippetDetail, SnippetInput } from '@cloud-snippets/contract';
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

/**
 * The one place a test gets a token for the CLI: a session token from signing in, which the API takes as a Bearer
 * token as it will take a personal access token.
 */
export async function accessToken(site: Site, member: Member): Promise<string> {
  const { token } = await call<{ token: string }>(site, 'POST', '/api/auth/login', {
    identifier: member.username,
    password: member.password,
  });
  return token;
}

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
