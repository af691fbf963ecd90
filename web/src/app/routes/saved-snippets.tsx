import { ComingSoon, PageShell } from '../../components/layouts/page-shell';

export default function SavedSnippetsRoute() {
  return (
    <PageShell title="Saved Snippets" lead="The snippets you bookmarked.">
      <ComingSoon />
    </PageShell>
  );
}
