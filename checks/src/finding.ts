/**
 * What a check reports (decision 046): one finding per problem, at a place in one file. The editor draws it as an inline
 * mark at that place; the server turns a blocking finding into a field error naming its line.
 */
export type FindingSeverity = 'error' | 'warning';

export interface Finding {
  /** A stable rule id: `secret/<kind>`, `ssjs/<rule>`, `ampscript/<rule>`. */
  rule: string;
  /** `error` blocks publishing (secrets, code that cannot run); `warning` informs. */
  severity: FindingSeverity;
  /** 1-based line and column where the problem starts, and where it ends (inclusive line, exclusive column). */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /**
   * What is wrong, written to follow 'Line N ': 'looks like a Marketing Cloud client secret', 'declares `x` with
   * `let`, which SSJS does not run', 'opens IF without ENDIF'. describeFinding() makes the sentence.
   */
  message: string;
  /** How to write it instead (the ES3 way, the placeholder), when there is one. */
  fix?: string;
}

/** 1-based line and column of a 0-based offset in a text. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line += 1;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The sentence the API and the editor show: 'Line 12 looks like a Marketing Cloud client secret'. */
export const describeFinding = (finding: Pick<Finding, 'line' | 'message'>): string =>
  `Line ${finding.line} ${finding.message}`;
