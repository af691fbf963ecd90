import { LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LINK_TOKEN_PATTERN } from '@cloud-snippets/contract';

/**
 * True when `token` has the shape of a mail link's token; anything else is an invalid link, without asking. By the
 * schemas' own pattern: a page that only needs the shape does not load Zod for it.
 */
export function isLinkToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && LINK_TOKEN_PATTERN.test(token);
}

/** What a mail link that no longer works says (RECOVERY.resetLinkInvalid or its like), and where to go instead. */
export function LinkInvalid({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="space-y-5" data-testid="link-invalid">
      <div
        role="alert"
        className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
      >
        <LinkIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>{message}</p>
      </div>
      {children}
    </div>
  );
}
