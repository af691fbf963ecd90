import { useParams } from 'react-router';
import { ComingSoon, PageShell } from '../../components/layouts/page-shell';

export default function EditSnippetRoute() {
  const { slug = '' } = useParams();
  return (
    <PageShell title="Edit Snippet" lead={<span className="font-mono text-base">{slug}</span>}>
      <ComingSoon />
    </PageShell>
  );
}
