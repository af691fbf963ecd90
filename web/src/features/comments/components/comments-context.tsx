import { createContext, useContext, type ReactNode } from 'react';
import type { Actor } from '@cloud-snippets/contract';
import type { RenderableComment } from '../utils/validate-comment';

/** Who is looking at the comments: what the item may offer (reply, edit, delete, reactions). */
export interface CommentViewer {
  isAuthenticated: boolean;
  /** The signed-in member (actorOf the session's user); null for a guest. */
  actor: Actor | null;
  /** An action another feature adds to a comment's row (Report): the route composes it, given the row's class. */
  extraAction?: (comment: RenderableComment, className: string) => ReactNode;
}

interface CommentsContextValue {
  snippetId: string;
  /** The snippet's language: fenced code without a language name is read as this. */
  codeLanguage: string;
  viewer: CommentViewer;
  /** Remembers the last failure for the admin troubleshooting panel. */
  reportError: (message: string) => void;
  /** Moves focus to the section heading (after the focused comment went away). */
  focusHeading: () => void;
}

const CommentsContext = createContext<CommentsContextValue | null>(null);

export function CommentsProvider({ value, children }: { value: CommentsContextValue; children: ReactNode }) {
  return <CommentsContext.Provider value={value}>{children}</CommentsContext.Provider>;
}

export function useCommentsContext(): CommentsContextValue {
  const value = useContext(CommentsContext);
  if (!value) throw new Error('Comment components render inside <CommentSection>.');
  return value;
}
