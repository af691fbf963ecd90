import { snippetPath, type SnippetDetail } from '@cloud-snippets/contract';
import { connect, snippetRef, type Connection } from './connection.js';

/** The snippet a command names, its site, and its page's address. */
export interface SnippetTarget extends Connection {
  slug: string;
  url: string;
}

/** Connects to the site the reference names (an address), else to --instance-url or the one signed in to. */
export async function target(
  ref: string,
  options: { instanceUrl?: string; signedIn?: boolean } = {},
): Promise<SnippetTarget> {
  const { slug, instanceUrl } = snippetRef(ref);
  const connection = await connect({ ...options, instanceUrl: options.instanceUrl ?? instanceUrl });
  return { ...connection, slug, url: `${connection.instanceUrl}${snippetPath(slug)}` };
}

export const fetchSnippet = async (snippet: SnippetTarget) =>
  (await snippet.api.get<{ snippet: SnippetDetail }>(`/api/snippets/${encodeURIComponent(snippet.slug)}`))
    .snippet;
