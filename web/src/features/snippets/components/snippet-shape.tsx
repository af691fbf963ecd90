import type { SnippetSummary } from '@cloud-snippets/contract';

type Shape = Pick<SnippetSummary, 'fileCount' | 'hasTestClass' | 'ssjsSafe' | 'ampscriptParses'>;

/** A mark a snippet earned: a pill with its meaning in a tooltip. */
function Mark({ testId, title, children }: { testId: string; title: string; children: string }) {
  return (
    <span
      data-testid={testId}
      title={title}
      className="rounded-md bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset"
    >
      {children}
    </span>
  );
}

/**
 * What a snippet holds beyond one block of code (issue 12 §1): "3 files", and "Has test class" when an Apex class
 * comes with its test class; and the checks it passed (issue 13): "SSJS-safe", "AMPscript parses". Nothing for a
 * one-file snippet no check reads.
 */
export function SnippetShape({ snippet }: { snippet: Shape }) {
  return (
    <>
      {snippet.fileCount > 1 && (
        <span data-testid="file-count" className="text-xs font-medium text-slate-600">
          {snippet.fileCount} files
        </span>
      )}
      {snippet.hasTestClass && (
        <Mark testId="test-class-mark" title="An Apex class with its test class">
          Has test class
        </Mark>
      )}
      {snippet.ssjsSafe && (
        <Mark
          testId="ssjs-safe-mark"
          title="Its SSJS uses only what Marketing Cloud's ECMAScript 3 engine runs"
        >
          SSJS-safe
        </Mark>
      )}
      {snippet.ampscriptParses && (
        <Mark
          testId="ampscript-parses-mark"
          title="Its AMPscript parses: blocks, IF/FOR pairs, functions and arguments"
        >
          AMPscript parses
        </Mark>
      )}
    </>
  );
}
