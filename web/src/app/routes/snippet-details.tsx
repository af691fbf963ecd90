import { useParams } from 'react-router';
import { useSession } from '../../features/auth/hooks/use-session';
import { SnippetDetails } from '../../features/snippets/components/snippet-details';

export default function SnippetDetailsRoute() {
  const { slug = '' } = useParams();
  const { isAuthenticated, user } = useSession();
  return (
    // The key starts afresh (view recording, optimistic state) when another snippet is opened.
    <SnippetDetails key={slug} idOrSlug={slug} viewer={{ isAuthenticated, userId: user?._id ?? null }}>
      {/* Comments (issue 4) render here, under the snippet. */}
      <section
        aria-labelledby="comments-heading"
        data-testid="comments-slot"
        className="mt-12 border-t border-slate-200 pt-8"
      >
        <h2 id="comments-heading" className="text-xl font-bold text-slate-900">
          Comments
        </h2>
        <p className="mt-2 text-sm text-slate-600">Comments are coming soon.</p>
      </section>
    </SnippetDetails>
  );
}
