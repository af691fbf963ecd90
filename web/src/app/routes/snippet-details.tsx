import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { CommentSection } from '../../features/comments/components/comment-section';
import { SnippetDetails } from '../../features/snippets/components/snippet-details';

export default function SnippetDetailsRoute() {
  const { slug = '' } = useParams();
  const { isAuthenticated, user } = useSession();
  const userId = user?._id ?? null;
  const isAdmin = user?.role === 'admin';
  const commentViewer = useMemo(
    () => ({ isAuthenticated, userId, isAdmin }),
    [isAuthenticated, userId, isAdmin],
  );
  return (
    // The key starts afresh (view recording, optimistic state) when another snippet is opened.
    <SnippetDetails key={slug} idOrSlug={slug} viewer={{ isAuthenticated, userId }}>
      {(snippet) => (
        <CommentSection snippetId={snippet._id} codeLanguage={snippet.codeLanguage} viewer={commentViewer} />
      )}
    </SnippetDetails>
  );
}
