import type { SnippetSummary } from '@cloud-snippets/contract';

/**
 * What a snippet holds beyond one block of code (issue 12 §1): "3 files", and "Has test class" when an Apex class
 * comes with its test class. Nothing for a one-file snippet.
 */
export function SnippetShape({ snippet }: { snippet: Pick<SnippetSummary, 'fileCount' | 'hasTestClass'> }) {
  return (
    <>
      {snippet.fileCount > 1 && (
        <span data-testid="file-count" className="text-xs font-medium text-slate-600">
          {snippet.fileCount} files
        </span>
      )}
      {snippet.hasTestClass && (
        <span
          data-testid="test-class-mark"
          title="An Apex class with its test class"
          className="rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset"
        >
          Has test class
        </span>
      )}
    </>
  );
}
