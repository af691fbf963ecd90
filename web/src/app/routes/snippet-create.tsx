import { ComingSoon, PageShell } from '../../components/layouts/page-shell';

export default function CreateSnippetRoute() {
  return (
    <PageShell title="Create Snippet" lead="Share a snippet with the community.">
      <ComingSoon />
    </PageShell>
  );
}
