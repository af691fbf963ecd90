import { AlertCircle } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { COMMENT } from '@cloud-snippets/contract';

/** SPEC §5: what shows in place of a comment that cannot be rendered; its neighbours render as usual. */
export function CommentErrorBox({ message }: { message: string }) {
  return (
    <div
      role="alert"
      data-testid="comment-error"
      className="flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">{COMMENT.renderErrorHeading}</p>
        <p>{message}</p>
      </div>
    </div>
  );
}

/** A comment that throws while rendering becomes the same box instead of taking the page down. */
export class CommentErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <CommentErrorBox message={error instanceof Error && error.message ? error.message : String(error)} />
    );
  }
}
