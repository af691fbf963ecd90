import { languageLabel } from '@cloud-snippets/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { CodeLines } from '../components/code/highlighted-lines';
import { highlightLinesMemoized } from '../lib/highlight/highlight-memo.server';
import codeCss from '../styles/code.css?inline';
import embedCss from './embed.css?inline';

/** What an embed shows of a snippet (issue 12 §5). */
export interface EmbedInput {
  title: string;
  slug: string;
  code: string;
  codeLanguage: string;
  author: string;
  /** PUBLIC_URL: the links point at the snippet's page on this site. */
  siteUrl: string;
  /** The host page's choice; `auto` follows the reader's system setting. */
  theme: 'auto' | 'light' | 'dark';
}

/**
 * A snippet as another site shows it: its title, its code highlighted with the site's own colours, a link back.
 * One HTML fragment and its stylesheet, no script and no web font, for a shadow root (the script form) or a
 * document of its own (the iframe form). Every text is escaped by React.
 */
export interface RenderedEmbed {
  /** The stylesheet: the site's code colours and the embed's own rules. */
  css: string;
  html: string;
}

export async function renderEmbed(input: EmbedInput): Promise<RenderedEmbed> {
  const { title, slug, code, codeLanguage, author, siteUrl, theme } = input;
  const highlighted = await highlightLinesMemoized(code, codeLanguage);
  // The highlighted lines are the process's kept copy (highlightLinesMemoized): read, never changed.
  const lines = highlighted ?? code.split('\n').map((text) => [{ text, className: '' }]);
  const page = `${siteUrl}/snippets/${encodeURIComponent(slug)}`;
  const html = renderToStaticMarkup(
    <div className={`cs-embed cs-theme-${theme}`}>
      <div className="cs-head">
        <a href={page} target="_blank" rel="noopener" className="cs-title">
          {title}
        </a>
        <span className="cs-language">{languageLabel(codeLanguage)}</span>
      </div>
      <pre className="code-surface cs-code">
        <code className="code-lines">
          <CodeLines lines={lines} />
        </code>
      </pre>
      <div className="cs-foot">
        <a href={`${siteUrl}/snippets/${encodeURIComponent(slug)}/raw`} target="_blank" rel="noopener">
          view raw
        </a>
        <span>
          by {author} ·{' '}
          <a href={page} target="_blank" rel="noopener">
            view on Cloud Snippets
          </a>
        </span>
      </div>
    </div>,
  );
  return { css: `${codeCss}${embedCss}`, html };
}
