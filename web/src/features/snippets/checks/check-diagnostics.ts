/**
 * The checks' findings as CodeMirror's lint marks (decision 046): each at its place in the document, with its message
 * and, on a second line, how to write it instead ('Fix: var x = 1;'). Tenant subdomains and MIDs are warnings
 * whose tooltip offers the placeholder that replaces them.
 */
import type { Action, Diagnostic } from '@codemirror/lint';
import type { Text } from '@codemirror/state';
import type { CheckResult } from './check-client';
import type { CodeFinding } from './check-protocol';

type Position = { line: number; column: number };

/** The document offset of a 1-based line and column, clamped to the document (the text may have changed since). */
export function offsetAt(doc: Text, { line, column }: Position): number {
  if (line < 1) return 0;
  if (line > doc.lines) return doc.length;
  const { from, length } = doc.line(line);
  return from + Math.min(Math.max(column - 1, 0), length);
}

const SOURCES: Record<string, string> = {
  ssjs: 'SSJS',
  ampscript: 'AMPscript',
  apex: 'Apex',
  soql: 'SOQL',
  secret: 'Secret',
};

const sourceOf = (rule: string) => SOURCES[rule.split('/')[0] ?? ''] ?? 'Check';

const IDENTIFIER_NAMES = { 'tenant-subdomain': 'a tenant subdomain', mid: 'a MID' } as const;

/** The message, then its fix in a line of its own. */
function renderLines(lines: string[]): () => Node {
  return () => {
    const message = document.createElement('div');
    lines.forEach((text, index) => {
      const line = message.appendChild(document.createElement('div'));
      line.textContent = text;
      if (index > 0) line.className = 'cm-diagnostic-fix';
    });
    return message;
  };
}

function diagnosticOf(doc: Text, finding: CodeFinding): Diagnostic {
  const from = offsetAt(doc, finding);
  const to = Math.max(from, offsetAt(doc, { line: finding.endLine, column: finding.endColumn }));
  // 'Line 3 looks like …', the sentence the server's refusal uses (describeFinding).
  const lines = [`Line ${finding.line} ${finding.message}`, ...(finding.fix ? [`Fix: ${finding.fix}`] : [])];
  return {
    from,
    to,
    severity: finding.severity,
    source: sourceOf(finding.rule),
    message: lines.join('\n'),
    renderMessage: renderLines(lines),
  };
}

/** The lint marks of a file's check result, in document order. */
export function diagnosticsOf(
  doc: Text,
  { findings, companyIdentifiers }: Pick<CheckResult, 'findings' | 'companyIdentifiers'>,
): Diagnostic[] {
  const diagnostics = findings.map((finding) => diagnosticOf(doc, finding));
  for (const identifier of companyIdentifiers) {
    const from = offsetAt(doc, identifier);
    const to = Math.max(from, offsetAt(doc, { line: identifier.endLine, column: identifier.endColumn }));
    const replace: Action = {
      name: `Replace with ${identifier.replacement}`,
      apply: (view, at, end) =>
        view.dispatch({ changes: { from: at, to: end, insert: identifier.replacement } }),
    };
    const lines = [
      `Line ${identifier.line} has ${IDENTIFIER_NAMES[identifier.kind]}: not a secret, but it names your company`,
      `Fix: replace it with ${identifier.replacement}`,
    ];
    diagnostics.push({
      from,
      to,
      severity: 'warning',
      source: 'Company',
      message: lines.join('\n'),
      renderMessage: renderLines(lines),
      actions: [replace],
    });
  }
  return diagnostics.sort((a, b) => a.from - b.from || a.to - b.to);
}
