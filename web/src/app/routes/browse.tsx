import { useSearchParams } from 'react-router';
import { ComingSoon, PageShell } from '../../components/layouts/page-shell';

export default function BrowseRoute() {
  const [searchParams] = useSearchParams();
  const search = searchParams.get('search');
  return (
    <PageShell
      title="Browse Snippets"
      description="Browse Salesforce code snippets by platform, category and language."
      lead={search ? <>Results for &ldquo;{search}&rdquo;</> : 'Find AMPscript, SSJS, SQL, Apex and LWC code shared by the community.'}
    >
      <ComingSoon>Filters, search results and pagination arrive here shortly.</ComingSoon>
    </PageShell>
  );
}
