import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Readable } from 'node:stream';

/**
 * The shape of the web app's server entry (web/src/ssr/entry-server.tsx), built into WEB_DIST/.ssr. Declared here
 * rather than imported: the server is built and type-checked without the web workspace's sources.
 */
export interface TransportResponse {
  status: number;
  body: unknown;
}
export type ApiTransport = (request: {
  method: string;
  path: string;
  params: Record<string, string | number | boolean | undefined | null> | undefined;
}) => Promise<TransportResponse>;

/** A page whose data has been read: a redirect, or its status and the render of its document. */
export type PreparedRender =
  | { type: 'redirect'; status: number; location: string }
  | { type: 'page'; status: number; render: () => Promise<{ status: number; body: Readable }> };

/** What an embed shows (web/src/ssr/embed.tsx). */
export interface EmbedInput {
  title: string;
  slug: string;
  /** Every file, the first being the snippet's code. */
  files: { name: string; language: string; code: string }[];
  author: string;
  siteUrl: string;
  theme: 'auto' | 'light' | 'dark';
}

export interface PageRenderer {
  /** A snippet as another site shows it: an HTML fragment and its stylesheet (decision 041). */
  renderEmbed(input: EmbedInput): Promise<{ css: string; html: string }>;
  /** Comments' Markdown as the page shows it (sanitised HTML, code highlighted), by content. */
  renderCommentsHtml(contents: string[], codeLanguage: string): Promise<Map<string, string>>;
  prepare(input: {
    request: Request;
    transport: ApiTransport;
    manifest: Record<string, unknown> | null;
    siteUrl: string;
    onError?: (error: unknown) => void;
  }): Promise<PreparedRender>;
}

/** The server entry and the client manifest of a built web app, or null when WEB_DIST holds no build. */
export async function loadPageRenderer(
  webDist: string,
): Promise<{ renderer: PageRenderer; manifest: Record<string, unknown> } | null> {
  const entry = join(webDist, '.ssr', 'entry-server.js');
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  return { renderer, manifest };
}
