import type { SnippetSummary } from '@cloud-snippets/contract';

type Shape = Pick<
  SnippetSummary,
  'fileCount' | 'hasTestClass' | 'ssjsSafe' | 'ampscriptParses' | 'apexSyntaxErrors' | 'soqlSyntaxErrors'
>;

const EARNED = 'bg-emerald-50 text-emerald-800 ring-emerald-200';
const WARNING = 'bg-amber-50 text-amber-900 ring-amber-200';

/** A mark a snippet earned (or a warning it carries): a pill with its meaning in a tooltip. */
function Mark({
  testId,
  title,
  tone = EARNED,
  children,
}: {
  testId: string;
  title: string;
  tone?: string;
  children: string;
}) {
  return (
    <span
      data-testid={testId}
      title={title}
      className={`rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tone}`}
    >
      {children}
    </span>
  );
}

const syntaxErrors = (count: number) => (count === 1 ? '1 syntax error' : `${count} syntax errors`);

/** "Apex: parses" or "Apex: 2 syntax errors" (decision 057); nothing when the snippet holds no such code. */
function ParseMark({ language, errors }: { language: 'Apex' | 'SOQL'; errors: number | null }) {
  if (errors === null) return null;
  const testId = `${language.toLowerCase()}-parse-mark`;
  if (errors === 0)
    return (
      <Mark testId={testId} title={`Its ${language} parses: no syntax error`}>
        {`${language}: parses`}
      </Mark>
    );
  return (
    <Mark
      testId={testId}
      title={`Its ${language} does not parse: the code view marks each error's line`}
      tone={WARNING}
    >
      {`${language}: ${syntaxErrors(errors)}`}
    </Mark>
  );
}

/**
 * What a snippet holds beyond one block of code (decision 043): "3 files", and "Has test class" when an Apex class
 * comes with a test class that names it; and the checks it passed (decision 046): "SSJS-safe", "AMPscript parses",
 * "Apex: parses" or "Apex: 1 syntax error", the same for SOQL. Nothing for a one-file snippet no check reads.
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
        <Mark testId="test-class-mark" title="An Apex class with a test class that names it">
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
      <ParseMark language="Apex" errors={snippet.apexSyntaxErrors} />
      <ParseMark language="SOQL" errors={snippet.soqlSyntaxErrors} />
    </>
  );
}
