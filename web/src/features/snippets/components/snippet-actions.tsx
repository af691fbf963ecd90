import type { SnippetDetail } from '@cloud-snippets/contract';
import { LikeButton, SaveButton } from './reaction-buttons';
import { ForkButton } from './snippet-fork';

export interface SnippetActionsProps {
  idOrSlug: string;
  snippet: SnippetDetail;
  isAuthenticated: boolean;
}

/**
 * Like, Save and Fork: a late part of the snippet page (lib/late-part.tsx), with what they send (the mutations)
 * outside a reader's first load; the server renders them with the page.
 */
export default function SnippetActions({ idOrSlug, snippet, isAuthenticated }: SnippetActionsProps) {
  return (
    <>
      <LikeButton idOrSlug={idOrSlug} snippet={snippet} isAuthenticated={isAuthenticated} />
      <SaveButton idOrSlug={idOrSlug} snippet={snippet} isAuthenticated={isAuthenticated} />
      {/* A private snippet is not forked, even by its author (decision 042). */}
      {snippet.visibility !== 'private' && <ForkButton snippet={snippet} isAuthenticated={isAuthenticated} />}
    </>
  );
}
