import { EyeOff } from 'lucide-react';
import { MODERATION_MESSAGES } from '@cloud-snippets/contract';

/** Above a hidden snippet (decision 053): only its author and the moderators receive it, and they are told why. */
export default function HiddenBanner({ className }: { className?: string }) {
  return (
    <p
      role="status"
      data-testid="hidden-banner"
      className={`flex items-start gap-2.5 rounded-lg border border-amber-300 bg-amber-50 px-3.5 py-3 text-sm font-medium text-amber-900 ${className ?? ''}`}
    >
      <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {MODERATION_MESSAGES.hiddenBanner}
    </p>
  );
}
