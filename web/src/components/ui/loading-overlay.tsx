import { Spinner } from './spinner';

/**
 * The global loading overlay (SPEC §2). It fades in after a short delay so quick loads do not flash, and until then it
 * is hidden, not merely transparent: a click in that delay reaches the page, and only an overlay a person can see
 * holds clicks back (decision 081).
 */
export function LoadingOverlay({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      data-testid="loading-overlay"
      role="status"
      aria-live="polite"
      className="animate-overlay-in fixed inset-0 z-[60] flex items-center justify-center bg-white/60 backdrop-blur-[1px]"
    >
      <div className="flex items-center gap-3 rounded-xl bg-white px-5 py-3 text-sm font-medium text-slate-700 shadow-popover">
        <Spinner className="text-brand-600" />
        {label}
      </div>
    </div>
  );
}
