import { collectionEmbedPath } from '@cloud-snippets/contract';
import { useId } from 'react';
import { useSiteUrl } from '../../../ssr/site-url';

/** The iframe another site pastes to show the collection (decision 075); selected whole when focused. */
export function CollectionEmbedCode({ username, slug }: { username: string; slug: string }) {
  const siteUrl = useSiteUrl();
  const id = useId();
  const code = `<iframe src="${siteUrl}${collectionEmbedPath(username, slug)}" width="100%" height="420" style="border:0" loading="lazy" title="Snippet collection"></iframe>`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Embed this collection
      </label>
      <input
        id={id}
        readOnly
        value={code}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
        data-testid="collection-embed-code"
      />
    </div>
  );
}
