import { SnippetsApi, normalizeInstanceUrl } from './api-client.js';
import { readCredentials, type Credentials } from './credentials.js';
import { failure } from './exit-codes.js';

/** Environment variables a script or CI sets instead of signing in (decision 074). */
export const ENV = { instanceUrl: 'SF_SNIPPETS_INSTANCE_URL', token: 'SF_SNIPPETS_TOKEN' } as const;

export interface Connection {
  api: SnippetsApi;
  instanceUrl: string;
  /** Who is signed in, when known (an environment token does not say). */
  credentials: Credentials | null;
  isSignedIn: boolean;
}

/**
 * The site and the token a command uses: `--instance-url` or the environment first, then what `login` saved. The saved
 * token goes only to the site it was made on.
 */
export async function connect(
  options: { instanceUrl?: string; signedIn?: boolean } = {},
): Promise<Connection> {
  const saved = await readCredentials();
  const raw = options.instanceUrl ?? process.env[ENV.instanceUrl] ?? saved?.instanceUrl;
  if (!raw)
    throw failure('auth', 'Which site? No --instance-url was given and no login was saved.', [
      'sf snippets login --instance-url https://your-cloud-snippets-site',
    ]);
  const instanceUrl = normalizeInstanceUrl(raw);
  const credentials = saved && saved.instanceUrl === instanceUrl ? saved : null;
  const token = process.env[ENV.token] || credentials?.token;
  if (options.signedIn && !token)
    throw failure('auth', `You are not signed in to ${instanceUrl}.`, [
      `sf snippets login --instance-url ${instanceUrl}`,
    ]);
  return { api: new SnippetsApi(instanceUrl, token), instanceUrl, credentials, isSignedIn: Boolean(token) };
}

/**
 * A snippet named by its slug or its page's address (`https://site/snippets/<slug>`, also its /revisions or /edit
 * pages): the slug, and the site when an address names one.
 */
export function snippetRef(ref: string): { slug: string; instanceUrl?: string } {
  if (!/^https?:\/\//i.test(ref)) return { slug: ref.trim() };
  const url = new URL(ref);
  const slug = /\/snippets\/([^/?#]+)/.exec(url.pathname)?.[1];
  if (!slug) throw failure('refused', `${ref} is not the address of a snippet (…/snippets/<slug>).`);
  const base = url.pathname.slice(0, url.pathname.indexOf('/snippets/'));
  return { slug: decodeURIComponent(slug), instanceUrl: `${url.origin}${base}` };
}
