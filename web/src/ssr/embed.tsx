import { languageLabel, type SnippetFile } from '@cloud-snippets/contract';
import { Fragment } from 'react';
import { paths } from '../config/paths';
import { renderToStaticMarkup } from 'react-dom/server';
import { CodeLines } from '../components/code/highlighted-lines';
import { highlightLinesMemoized } from '../lib/highlight/highlight-memo.server';
import codeCss from '../styles/code.css?inline';
import embedCss from './embed.css?inline';

/** What an embed shows of a snippet (decision 041). */
export interface EmbedInput {
  title: string;
  slug: string;
  /** Every file, the first being the snippet's code (decision 043): a snippet of several shows each, named. */
  files: SnippetFile[];
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
  const { title, slug, files, author, siteUrl, theme } = input;
  const highlighted = await Promise.all(
    files.map(async ({ code, language }) => {
      // The highlighted lines are the process's kept copy (highlightLinesMemoized): read, never changed.
      const lines = await highlightLinesMemoized(code, language);
      return lines ?? code.split('\n').map((text) => [{ text, className: '' }]);
    }),
  );
  const page = `${siteUrl}/snippets/${encodeURIComponent(slug)}`;
  const raw = (file?: string) => paths.snippets.raw.getHref(slug, file);
  const isMultiFile = files.length > 1;
  const html = renderToStaticMarkup(
    <div className={`cs-embed cs-theme-${theme}`}>
      <div className="cs-head">
        <a href={page} target="_blank" rel="noopener" className="cs-title">
          {title}
        </a>
        <span className="cs-language">
          {isMultiFile ? `${files.length} files` : languageLabel(files[0]!.language)}
        </span>
      </div>
      <div className="cs-files">
        {files.map((file, index) => (
          <Fragment key={file.name}>
            {isMultiFile && (
              <div className="cs-file">
                <span>{file.name}</span>
                <a href={`${siteUrl}${raw(file.name)}`} target="_blank" rel="noopener">
                  raw
                </a>
              </div>
            )}
            <pre className="code-surface cs-code">
              <code className="code-lines">
                <CodeLines lines={highlighted[index]!} />
              </code>
            </pre>
          </Fragment>
        ))}
      </div>
      <div className="cs-foot">
        <a href={`${siteUrl}${raw()}`} target="_blank" rel="noopener">
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
