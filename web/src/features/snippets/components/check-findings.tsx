import type { SnippetDetail } from '@cloud-snippets/contract';

const RULE_FAMILY: Record<string, string> = {
  ssjs: 'SSJS',
  ampscript: 'AMPscript',
  apex: 'Apex',
  soql: 'SOQL',
};

/** The checks whose code runs in Marketing Cloud; Apex and SOQL run on the Salesforce Platform. */
const MARKETING_CLOUD = new Set(['ssjs', 'ampscript']);

/**
 * What the code checks found in a snippet (decisions 046 and 057), before its code: each problem at its line, in its file,
 * with how to write it instead. A reader learns that `let` will not run in a Script Activity before they paste it.
 * Loaded only for a snippet with findings.
 */
export default function CheckFindings({ snippet }: { snippet: Pick<SnippetDetail, 'checks' | 'files'> }) {
  const errors = snippet.checks.filter((finding) => finding.severity === 'error').length;
  const isMultiFile = snippet.files.length > 1;
  const where = snippet.checks.every((finding) => MARKETING_CLOUD.has(finding.rule.split('/')[0] ?? ''))
    ? ' in Marketing Cloud'
    : '';
  return (
    <section
      aria-labelledby="check-findings-title"
      data-testid="check-findings"
      className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-sm text-amber-950"
    >
      <h2 id="check-findings-title" className="font-semibold">
        {errors > 0
          ? `${errors} ${errors === 1 ? 'problem' : 'problems'} before this runs${where}`
          : 'Worth a look before you run it'}
      </h2>
      <ul className="mt-2 space-y-2">
        {snippet.checks.map((finding, index) => (
          <li key={index} data-testid="check-finding">
            <span className="font-medium">
              {RULE_FAMILY[finding.rule.split('/')[0] ?? ''] ?? 'Check'}
              {isMultiFile && ` · ${snippet.files[finding.file]?.name ?? ''}`} · Line {finding.line}
            </span>{' '}
            {finding.message}
            {finding.severity === 'warning' && <span className="text-amber-800"> (warning)</span>}
            {finding.fix && <span className="block text-amber-900/90">{finding.fix}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
