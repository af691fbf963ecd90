import { Code2 } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useSiteUrl } from '../../../ssr/site-url';
import { CopyButton } from '../../../components/ui/copy-button';

/**
 * "Embed": what to paste into a blog, a Trailblazer Community post or a wiki (decision 041) — the script form
 * (Gist's), or an iframe where scripts are not allowed. A disclosure: it works before the page's scripts load.
 */
export function EmbedCodes({ slug, title }: { slug: string; title: string }) {
  const siteUrl = useSiteUrl();
  const forms = [
    {
      label: 'Script, as a Gist embeds',
      copy: 'Copy script',
      testId: 'copy-embed-script',
      code: `<script src="${siteUrl}${paths.snippets.embed.scriptHref(slug)}"></script>`,
    },
    {
      label: 'iframe, where scripts are not allowed',
      copy: 'Copy iframe',
      testId: 'copy-embed-iframe',
      code: `<iframe src="${siteUrl}${paths.snippets.embed.getHref(slug)}" width="720" height="420" style="border:0;max-width:100%" loading="lazy" title="${title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"></iframe>`,
    },
  ];
  return (
    <details
      className="group mt-4 rounded-2xl border border-slate-200 bg-white shadow-card"
      data-testid="embed-codes"
    >
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-2.5 text-sm font-semibold text-slate-700 select-none">
        <Code2 aria-hidden="true" className="size-4" />
        Embed this snippet on another site
      </summary>
      <div className="space-y-4 border-t border-slate-200 px-4 py-4">
        {forms.map((form) => (
          <div key={form.label}>
            <div className="mb-1.5 flex items-center justify-between gap-3">
              <span className="text-sm text-slate-600">{form.label}</span>
              <CopyButton text={form.code} label={form.copy} testId={form.testId} />
            </div>
            <code className="block overflow-x-auto rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs whitespace-nowrap text-slate-800">
              {form.code}
            </code>
          </div>
        ))}
        <p className="text-xs text-slate-600">
          Add <code>?theme=light</code> or <code>?theme=dark</code> to fix the colours; otherwise they follow
          the reader&apos;s system. Links to this page unfurl by themselves where oEmbed is supported.
        </p>
      </div>
    </details>
  );
}
