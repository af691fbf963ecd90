import { ComingSoon, PageShell } from '../../components/layouts/page-shell';

export default function TermsRoute() {
  return (
    <PageShell title="Terms of Service" lead="The rules of using Cloud Snippets.">
      <ComingSoon />
    </PageShell>
  );
}
