import { useParams } from 'react-router';
import { ComingSoon, PageShell } from '../../components/layouts/page-shell';

export default function SnippetDetailsRoute() {
  const { slug = '' } = useParams();
  return (
    <PageShell title="Snippet Details" lead={<span className="font-mono text-base">{slug}</span>}>
      <ComingSoon />
    </PageShell>
  );
}
