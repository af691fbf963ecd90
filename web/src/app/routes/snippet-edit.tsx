import { useParams } from 'react-router';
import { actorOf } from '@cloud-snippets/contract';
import { PageShell } from '../../components/layouts/page-shell';
import { useSession } from '../../features/auth/hooks/use-session';
import { EditSnippet } from '../../features/snippets/components/edit-snippet';

export default function EditSnippetRoute() {
  const { slug = '' } = useParams();
  const { isAuthenticated, user } = useSession();
  return (
    <PageShell title="Edit Snippet" lead="Improve the code, the description or the tags." width="narrow">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-8">
        <EditSnippet key={slug} idOrSlug={slug} viewer={{ isAuthenticated, actor: actorOf(user) }} />
      </div>
    </PageShell>
  );
}
