import type { Element, ElementContent } from 'hast';
import type { Nodes, Root } from 'mdast';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components, type UrlTransform } from 'react-markdown';
import { Link, useInRouterContext } from 'react-router';
import remarkGfm from 'remark-gfm';
import { CodeBlock } from '../../../components/code/code-block';
import { paths } from '../../../config/paths';
import { splitMentions } from '../utils/mentions';

/**
 * Comment Markdown, rendered safely (decision 011): inline code, fenced code with the site's highlighter, links,
 * emphasis, lists, quotes and tables. No HTML from a comment ever reaches the page: HTML typed into a comment is
 * shown as the text it is (and `skipHtml` drops anything that would still be raw); URLs pass react-markdown's
 * protocol allow-list (http, https, mailto…), so `javascript:` links lose their target. `@username` links to the
 * member's profile (decision 049).
 *
 * This module is a lazy chunk: react-markdown and its parsers never weigh on the first paint.
 */

/** Typed HTML becomes visible text before it could become markup. */
function htmlAsText() {
  function walk(node: Nodes) {
    if (!('children' in node)) return;
    node.children.forEach((child, index) => {
      if (child.type === 'html') (node.children as Nodes[])[index] = { type: 'text', value: child.value };
      else walk(child);
    });
  }
  return (tree: Root) => walk(tree);
}

/**
 * `@username` in the text becomes a link to the member's profile: an mdast link, so React renders it like any other
 * (never markup from a string). Not in code, which is no text node, nor inside a link.
 */
function mentionLinks() {
  function walk(node: Nodes) {
    if (!('children' in node) || node.type === 'link' || node.type === 'linkReference') return;
    const parent = node as { children: Nodes[] };
    parent.children = parent.children.flatMap((child): Nodes[] => {
      if (child.type !== 'text') {
        walk(child);
        return [child];
      }
      return splitMentions(child.value).map((part) =>
        part.username
          ? {
              type: 'link',
              url: paths.publicProfile.getHref(part.username),
              data: { hProperties: { dataMention: true } },
              children: [{ type: 'text', value: part.text }],
            }
          : { type: 'text', value: part.text },
      );
    });
  }
  return (tree: Root) => walk(tree);
}

/**
 * A mention's link: in the app, a client-side navigation; rendered to HTML on the server (no router there), a plain
 * link with the same markup.
 */
function MentionLink({ href, children }: { href: string; children: ReactNode }) {
  const isInRouter = useInRouterContext();
  const className = 'font-medium text-brand-700 hover:text-brand-800 hover:underline';
  return isInRouter ? (
    <Link to={href} data-mention="" className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} data-mention="" className={className}>
      {children}
    </a>
  );
}

/** react-markdown's allow-list of protocols, for link targets and image sources alike. */
export const safeUrlTransform: UrlTransform = (url) => defaultUrlTransform(url.trim());

function textOf(nodes: ElementContent[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.value : 'children' in node ? textOf(node.children) : ''))
    .join('');
}

function fencedCode(node: Element | undefined): { code: string; language: string } {
  const code = node?.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const classes = code?.properties.className;
  const languageClass = (Array.isArray(classes) ? classes : [])
    .map(String)
    .find((name) => name.startsWith('language-'));
  const text = code ? textOf(code.children) : node ? textOf(node.children) : '';
  return { code: text.replace(/\n$/, ''), language: languageClass?.slice('language-'.length) ?? '' };
}

function FencedCode({ node, defaultLanguage }: { node: Element | undefined; defaultLanguage: string }) {
  const fenced = fencedCode(node);
  const language = fenced.language || defaultLanguage;
  return (
    <CodeBlock
      code={fenced.code}
      language={language}
      lineNumbers={false}
      compact
      label={fenced.language ? `Code (${fenced.language})` : 'Code'}
      testId="comment-code"
      className="my-2 rounded-lg border border-slate-200"
    />
  );
}

const heading = ({ children }: ComponentProps<'h1'>) => (
  <p className="font-semibold text-slate-900">{children}</p>
);

const components: Components = {
  pre: ({ node }) => <FencedCode node={node} defaultLanguage="" />,
  a: ({ href, children, node }) =>
    href && node?.properties.dataMention ? (
      <MentionLink href={href}>{children}</MentionLink>
    ) : href ? (
      <a
        href={href}
        target="_blank"
        rel="nofollow ugc noopener"
        className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:text-brand-800"
      >
        {children}
      </a>
    ) : (
      // A link whose target was refused keeps its text, and nothing to click.
      <span>{children}</span>
    ),
  // Pictures from anywhere would load from anywhere: a comment links to them instead.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <a
        href={src}
        target="_blank"
        rel="nofollow ugc noopener"
        className="text-brand-700 underline underline-offset-2"
      >
        {alt ? `Image: ${alt}` : 'Image'}
      </a>
    ) : (
      <span>{alt}</span>
    ),
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.875em] text-slate-800 [overflow-wrap:anywhere]">
      {children}
    </code>
  ),
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  blockquote: ({ children }) => (
    <blockquote className="my-2 border-l-4 border-slate-200 pl-3 text-slate-600">{children}</blockquote>
  ),
  table: ({ children }) => (
    <div className="my-2 overflow-x-auto">
      <table className="min-w-full border-collapse text-left text-sm [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1">
        {children}
      </table>
    </div>
  ),
  hr: () => <hr className="my-3 border-slate-200" />,
  // Headings inside a comment would break the page outline; they read as bold lines.
  h1: heading,
  h2: heading,
  h3: heading,
  h4: heading,
  h5: heading,
  h6: heading,
};

const remarkPlugins = [remarkGfm, htmlAsText, mentionLinks];

/** `codeLanguage` highlights fenced code that names no language (the snippet's language, on a snippet page). */
export default function CommentMarkdown({
  content,
  codeLanguage = '',
}: {
  content: string;
  codeLanguage?: string;
}) {
  const withDefaults = useMemo<Components>(
    () => ({ ...components, pre: ({ node }) => <FencedCode node={node} defaultLanguage={codeLanguage} /> }),
    [codeLanguage],
  );
  return (
    <Markdown
      remarkPlugins={remarkPlugins}
      skipHtml
      urlTransform={safeUrlTransform}
      components={withDefaults}
    >
      {content}
    </Markdown>
  );
}
