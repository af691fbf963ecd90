import { Alert } from './alert';
import { Button } from './button';

/** What a page or list shows when its data failed to load: the message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <Alert>
      <p>{message}</p>
      <Button variant="secondary" size="sm" className="mt-3" onClick={() => void onRetry()}>
        Try again
      </Button>
    </Alert>
  );
}
