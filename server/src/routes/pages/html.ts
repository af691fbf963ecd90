const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside element text and double- or single-quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

export interface PageMeta {
  title: string;
  description: string;
  url: string;
  type: 'article' | 'website';
  publishedAt?: string;
  modifiedAt?: string;
  author?: string;
  keywords?: string[];
}

/** The head tags a crawler or a link unfurler reads without running the app. */
export function renderHeadTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="Cloud Snippets" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.publishedAt)
    tags.push(`<meta property="article:published_time" content="${escapeHtml(meta.publishedAt)}" />`);
  if (meta.modifiedAt)
    tags.push(`<meta property="article:modified_time" content="${escapeHtml(meta.modifiedAt)}" />`);
  if (meta.author) tags.push(`<meta name="author" content="${escapeHtml(meta.author)}" />`);
  if (meta.keywords?.length)
    tags.push(`<meta name="keywords" content="${escapeHtml(meta.keywords.join(', '))}" />`);
  return tags.join('\n    ');
}

/** The app's index.html with the given head tags: an existing <title> is replaced, the rest go before </head>. */
export function injectHead(indexHtml: string, headTags: string): string {
  const withoutTitle = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  const at = withoutTitle.search(/<\/head>/i);
  if (at === -1) return `${headTags}\n${withoutTitle}`;
  return `${withoutTitle.slice(0, at)}    ${headTags}\n  ${withoutTitle.slice(at)}`;
}
