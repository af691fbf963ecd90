/** Placeholders in the shape of comments while the first page loads. */
export function CommentSkeletons({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading comments" data-testid="comments-loading" className="space-y-6">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex animate-pulse gap-3">
          <div className="size-9 shrink-0 rounded-full bg-slate-200" />
          <div className="flex-1 space-y-2 pt-1">
            <div className="h-4 w-48 max-w-full rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-100" />
            <div className="h-4 w-2/3 rounded bg-slate-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
