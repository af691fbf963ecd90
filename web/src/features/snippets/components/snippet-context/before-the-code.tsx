import type { SnippetDetail } from '@cloud-snippets/contract';
import { VerificationPanel } from '../verification/verification-panel';
import { BeforeYouRun, statesContext } from './before-you-run';

export interface BeforeTheCodeProps {
  idOrSlug: string;
  snippet: SnippetDetail;
  isAuthenticated: boolean;
  isOwner: boolean;
}

/**
 * What a reader should know between a snippet's description and its code (decisions 047, 048): "Before you run it" when
 * its author stated where it runs, what it changes or needs, then "Does it still work?". One lazy chunk of the snippet
 * page: the page's first load stays within its JavaScript budget (web/scripts/js-budget.ts).
 */
export default function BeforeTheCode({ idOrSlug, snippet, isAuthenticated, isOwner }: BeforeTheCodeProps) {
  return (
    <>
      <BeforeYouRun snippet={snippet} />
      <VerificationPanel
        idOrSlug={idOrSlug}
        snippet={snippet}
        isAuthenticated={isAuthenticated}
        isOwner={isOwner}
        className={statesContext(snippet) ? 'mt-4' : 'mt-8'}
      />
    </>
  );
}
