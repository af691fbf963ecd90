import { ComingSoon, PageShell } from '../../components/layouts/page-shell';

export default function CommunityRoute() {
  return (
    <PageShell title="Community" lead="Meet the developers who share their Salesforce code.">
      <ComingSoon />
    </PageShell>
  );
}
