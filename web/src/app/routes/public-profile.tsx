import { useParams } from 'react-router';
import { ComingSoon, PageShell } from '../../components/layouts/page-shell';

export default function PublicProfileRoute() {
  const { username = '' } = useParams();
  return (
    <PageShell title={username} metaTitle={`${username}'s profile`} lead="Community member">
      <ComingSoon />
    </PageShell>
  );
}
