import { Download } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_ERRORS } from '@cloud-snippets/contract';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { notify } from '../../../lib/notify';

/**
 * Download for a private snippet's author (decision 042): the zip is theirs only, behind their token, which a plain
 * link cannot carry — so the button fetches it with the token and saves what arrives. Loaded only on such a page.
 */
export default function PrivateDownload({ slug }: { slug: string }) {
  const [isPending, setIsPending] = useState(false);
  const download = async () => {
    setIsPending(true);
    try {
      const response = await fetch(paths.snippets.download.getHref(slug), {
        headers: { Authorization: `Bearer ${session.token() ?? ''}` },
      });
      if (!response.ok) throw new Error(await response.text());
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: `${slug}.zip` });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify.error(DEFAULT_ERRORS.downloadSnippet);
    } finally {
      setIsPending(false);
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      data-testid="download-link"
      disabled={isPending}
      title="A zip of your private snippet"
      onClick={() => void download()}
    >
      <Download aria-hidden="true" className="size-4" />
      <span className="max-sm:sr-only">Download</span>
    </Button>
  );
}
