import { Text } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyIdentifier } from '@cloud-snippets/checks';
import { diagnosticsOf, offsetAt } from './check-diagnostics';
import type { CodeFinding } from './check-protocol';
import { fakeMid, fakeSecretFinding } from '../../../test/check-findings';

const doc = Text.of([
  '<script runat="server">',
  'let x = 1;',
  'var client_secret = "Qx7Lm2Pz9Rk4Tb8Vn3Wc6Yd1";',
]);

const letFinding: CodeFinding = {
  rule: 'ssjs/let-const',
  severity: 'error',
  line: 2,
  column: 1,
  endLine: 2,
  endColumn: 4,
  message: 'declares `x` with `let`, which SSJS does not run',
  fix: 'var x = 1;',
};

const secret = fakeSecretFinding(3);

const noIdentifiers: CompanyIdentifier[] = [];
const textOf = (from: number, to: number) => doc.sliceString(from, to);

describe('offsetAt', () => {
  it('turns a 1-based line and column into a document offset', () => {
    expect(textOf(offsetAt(doc, { line: 2, column: 1 }), offsetAt(doc, { line: 2, column: 4 }))).toBe('let');
  });

  it('clamps positions outside the document (the text changed since it was checked)', () => {
    expect(offsetAt(doc, { line: 0, column: 5 })).toBe(0);
    expect(offsetAt(doc, { line: 9, column: 1 })).toBe(doc.length);
    expect(offsetAt(doc, { line: 2, column: 99 })).toBe(doc.line(2).to);
    expect(offsetAt(doc, { line: 2, column: -3 })).toBe(doc.line(2).from);
  });
});

describe('diagnosticsOf', () => {
  it('marks each finding at its range, with its severity, the sentence and the fix on a second line', () => {
    const [mark, secretMark] = diagnosticsOf(doc, { findings: [letFinding, secret], companyIdentifiers: [] });
    expect(textOf(mark!.from, mark!.to)).toBe('let');
    expect(mark).toMatchObject({
      severity: 'error',
      source: 'SSJS',
      message: 'Line 2 declares `x` with `let`, which SSJS does not run\nFix: var x = 1;',
    });
    expect(textOf(secretMark!.from, secretMark!.to)).toBe('Qx7Lm2Pz9Rk4Tb8Vn3Wc6Yd1');
    expect(secretMark).toMatchObject({ severity: 'error', source: 'Secret' });
    expect(secretMark!.message.split('\n')).toEqual([
      'Line 3 looks like a Marketing Cloud client secret',
      `Fix: ${secret.fix}`,
    ]);
  });

  it('renders the fix as a line of its own', () => {
    const [mark] = diagnosticsOf(doc, { findings: [letFinding], companyIdentifiers: noIdentifiers });
    const rendered = mark!.renderMessage!({} as EditorView) as HTMLElement;
    expect([...rendered.children].map((line) => line.textContent)).toEqual([
      'Line 2 declares `x` with `let`, which SSJS does not run',
      'Fix: var x = 1;',
    ]);
    expect(rendered.children[1]).toHaveClass('cm-diagnostic-fix');
  });

  it('gives a finding without a fix one line, and a warning its severity', () => {
    const warning: CodeFinding = { ...letFinding, severity: 'warning', rule: 'ampscript/x', fix: undefined };
    const [mark] = diagnosticsOf(doc, { findings: [warning], companyIdentifiers: [] });
    expect(mark).toMatchObject({
      severity: 'warning',
      source: 'AMPscript',
      message: 'Line 2 declares `x` with `let`, which SSJS does not run',
    });
  });

  it('keeps a finding past the end of a shortened text inside the document', () => {
    const short = Text.of(['let']);
    const [mark] = diagnosticsOf(short, { findings: [secret], companyIdentifiers: [] });
    expect(mark).toMatchObject({ from: short.length, to: short.length });
  });

  it('marks a company identifier as a warning whose action puts its placeholder in', () => {
    const text = Text.of(['var mid = 514009341;']);
    const mid = fakeMid;
    const [mark] = diagnosticsOf(text, { findings: [], companyIdentifiers: [mid] });
    expect(text.sliceString(mark!.from, mark!.to)).toBe('514009341');
    expect(mark).toMatchObject({ severity: 'warning', source: 'Company' });
    expect(mark!.message).toBe(
      'Line 1 has a MID: not a secret, but it names your company\nFix: replace it with YOUR_MID',
    );
    const view = { dispatch: vi.fn() };
    expect(mark!.actions?.map((action) => action.name)).toEqual(['Replace with YOUR_MID']);
    mark!.actions![0]!.apply(view as unknown as EditorView, mark!.from, mark!.to);
    expect(view.dispatch).toHaveBeenCalledWith({ changes: { from: 10, to: 19, insert: 'YOUR_MID' } });
  });

  it('lists the marks in document order', () => {
    const marks = diagnosticsOf(doc, { findings: [secret, letFinding], companyIdentifiers: [] });
    expect(marks.map((mark) => mark.source)).toEqual(['SSJS', 'Secret']);
  });
});
