import { PageShell } from '../../components/layouts/page-shell';
import { toggleSave } from '../../features/snippets/api/toggle-save';
import { SnippetCard, SnippetCardSkeleton } from '../../features/snippets/components/snippet-card';
import { SavedSnippets } from '../../features/users/components/saved-snippets';

/** /saved-snippets (login required): the member's saved snippets, unsaved in place. */
export default function SavedSnippetsRoute() {
  return (
    <PageShell title="Saved Snippets" lead="The snippets you bookmarked, newest first.">
      <SavedSnippets
        renderCard={(snippet, removeButton) => <SnippetCard snippet={snippet} action={removeButton} />}
        renderSkeleton={() => <SnippetCardSkeleton />}
        unsave={(snippetId) => toggleSave({ id: snippetId, isSaved: true })}
      />
    </PageShell>
  );
}
