import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderElement, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import CommentMarkdown from './comment-markdown';

/** Code blocks keep their highlighting in the query cache. */
const render = (element: ReactElement) =>
  renderElement(<QueryClientProvider client={new QueryClient()}>{element}</QueryClientProvider>);

function renderMarkdown(content: string) {
  return render(<CommentMarkdown content={content} />);
}

describe('comment Markdown', () => {
  it('renders emphasis, inline code and lists', () => {
    const { container } = renderMarkdown(
      'Use **Lookup** with _care_ and `SET @x = 1`:\n\n- one\n- two\n\n1. first',
    );
    expect(container.querySelector('strong')).toHaveTextContent('Lookup');
    expect(container.querySelector('em')).toHaveTextContent('care');
    expect(container.querySelector('code')).toHaveTextContent('SET @x = 1');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(1);
  });

  it('shows a fenced block with the highlighter, plain text first', async () => {
    renderMarkdown('```apex\nInteger count = [SELECT COUNT() FROM Contact];\n```');
    const block = screen.getByTestId('comment-code');
    expect(block).toHaveTextContent('Integer count = [SELECT COUNT() FROM Contact];');
    expect(block).toHaveAccessibleName('Code (apex)');
    await waitFor(() => expect(block).toHaveAttribute('data-highlighted', 'true'));
    expect(block.querySelector('.tok-keyword, .tok-type')).not.toBeNull();
  });

  it("highlights fenced code without a language name as the snippet's language", async () => {
    render(<CommentMarkdown content={'```\nSET @name = "Amy"\n```'} codeLanguage="ampscript" />);
    const block = screen.getByTestId('comment-code');
    expect(block).toHaveAccessibleName('Code');
    await waitFor(() => expect(block).toHaveAttribute('data-highlighted', 'true'));
    expect(within(block).getByText('SET')).toHaveClass('tok-keyword');
  });

  it('opens links in a new tab with rel="nofollow ugc noopener"', () => {
    renderMarkdown('See [the docs](https://developer.salesforce.com/docs) and https://example.com');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(links[0]).toHaveAttribute('href', 'https://developer.salesforce.com/docs');
  });

  it('never lets raw HTML reach the page: it shows as text', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { container } = renderMarkdown(
      'Before <img src=x onerror=alert(1)> after\n\n<script>alert(2)</script>\n\n<b onclick="alert(3)">bold</b>',
    );
    expect(container.querySelector('img, script, b, [onerror], [onclick]')).toBeNull();
    expect(container).toHaveTextContent('Before <img src=x onerror=alert(1)> after');
    expect(container).toHaveTextContent('<b onclick="alert(3)">bold</b>');
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([
    ['javascript:', '[x](javascript:alert(1))'],
    ['JavaScript: with spaces', '[x]( JavaScript:alert(1) )'],
    ['data:', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['vbscript:', '[x](vbscript:msgbox(1))'],
  ])('drops %s link targets, keeping the text', (_label, content) => {
    const { container } = renderMarkdown(content);
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('x');
  });

  it('turns images into links (nothing loads from elsewhere) and refuses javascript: images', () => {
    const { container } = renderMarkdown('![diagram](https://example.com/d.png) ![bad](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    const link = within(container).getByRole('link', { name: 'Image: diagram' });
    expect(link).toHaveAttribute('href', 'https://example.com/d.png');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(container.querySelectorAll('a')).toHaveLength(1);
  });

  it('keeps headings out of the page outline', () => {
    const { container } = renderMarkdown('# Big title\n\ntext');
    expect(container.querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(container).toHaveTextContent('Big title');
  });
});
