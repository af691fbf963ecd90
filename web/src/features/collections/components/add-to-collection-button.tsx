import { FolderPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';

// The dialog (the member's collections, the quick "new collection" form) loads when the button is pressed.
const loadDialog = () => import('./add-to-collection-dialog');
const AddToCollectionDialog = lazy(loadDialog);

/**
 * "Add to collection" on a snippet's page (decision 075), for signed-in members only: the page renders it lazily,
 * so a guest downloads none of it, and a member downloads the dialog on the first press (or pointer near).
 */
export default function AddToCollectionButton({
  snippetId,
  className,
}: {
  snippetId: string;
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ?? buttonClasses('secondary')}
        data-testid="add-to-collection"
        aria-haspopup="dialog"
        data-app-action
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
      >
        <FolderPlus aria-hidden="true" className="size-4" />
        Add to collection
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <AddToCollectionDialog open={isOpen} onClose={() => setIsOpen(false)} snippetId={snippetId} />
        </Suspense>
      )}
    </>
  );
}
