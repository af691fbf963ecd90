/**
 * The code checks of a snippet's files (decisions 044, 046), each file by its language: SSJS against Marketing Cloud's
 * ECMAScript 3 engine (an `ssjs` file, and the `<script runat="server">` blocks of markup), AMPscript against its
 * grammar and function reference (an `ampscript` file, and the blocks of markup), Apex and SOQL against the grammar of
 * `@apexdevtools/apex-parser` (an `apex` or `soql` file, decision 057). The editor runs it on each file as
 * the author types; the server runs it on save and stores the marks and the findings.
 */
import type { Finding } from './finding.js';
import { checkAmpscript } from './ampscript/index.js';
import { checkApex, checkSoql } from './apex/index.js';
import { checkSsjs, checkSsjsInHtml, serverScriptBlocks } from './ssjs/index.js';

/**
 * The version of the rules: raise it whenever a rule is added or changed, and the server checks every stored snippet
 * again (rows whose checks_version is older), so the marks follow the rules.
 */
export const CHECKS_VERSION = 2;

export interface CheckedFile {
  /** Tells a class (`.cls`) from a trigger (`.trigger`); without it, Apex is read by how it starts. */
  name: string;
  language: string;
  code: string;
}

/** What a file holds that a check reads: SSJS, AMPscript, or both (a CloudPage), Apex, SOQL, or none (CSS…). */
export interface FileChecks {
  findings: Finding[];
  hasSsjs: boolean;
  hasAmpscript: boolean;
  hasApex?: boolean;
  hasSoql?: boolean;
}

/** Markup where Marketing Cloud runs AMPscript and server-side script blocks. */
const MARKUP_LANGUAGES = new Set(['html', 'ampscript']);

const AMPSCRIPT_MARK = /%%\[|%%=|language\s*=\s*["']?ampscript/i;

/** The findings of one file, by its language, sorted by position. */
export function checkFile(file: Pick<CheckedFile, 'language' | 'code'> & { name?: string }): FileChecks {
  const { language, code } = file;
  if (language === 'apex' || language === 'soql') {
    const has = code.trim() !== '';
    const findings = !has ? [] : language === 'apex' ? checkApex(code, file.name) : checkSoql(code);
    return {
      findings,
      hasSsjs: false,
      hasAmpscript: false,
      hasApex: has && language === 'apex',
      hasSoql: has && language === 'soql',
    };
  }
  if (language === 'ssjs') {
    return { findings: checkSsjs(code), hasSsjs: true, hasAmpscript: false };
  }
  if (!MARKUP_LANGUAGES.has(language)) return { findings: [], hasSsjs: false, hasAmpscript: false };
  const hasSsjs = serverScriptBlocks(code).some((block) => block.language === 'ssjs');
  const ampscript = checkAmpscript(code, language === 'html' ? 'html' : 'ampscript');
  const hasAmpscript = language === 'ampscript' || ampscript.length > 0 || AMPSCRIPT_MARK.test(code);
  const findings = [...(hasSsjs ? checkSsjsInHtml(code) : []), ...ampscript].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
  return { findings, hasSsjs, hasAmpscript };
}

/** A finding with the index of its file in the snippet (0 is the first file, the SPEC's `code`). */
export interface FileFinding extends Finding {
  file: number;
}

export interface SnippetChecks {
  findings: FileFinding[];
  /** No SSJS error in any file; null when no file holds SSJS. */
  ssjsSafe: boolean | null;
  /** No AMPscript error in any file; null when no file holds AMPscript. */
  ampscriptParses: boolean | null;
  /** How many Apex syntax errors the files have (0: it parses); null when no file holds Apex. */
  apexSyntaxErrors: number | null;
  /** How many SOQL syntax errors the SOQL files have (0: they parse); null when no file is SOQL. */
  soqlSyntaxErrors: number | null;
}

const isError = (finding: Finding) => finding.severity === 'error';

/** The checks of every file of a snippet, and the marks they earn it. */
export function checkSnippetFiles(
  files: readonly (Pick<CheckedFile, 'language' | 'code'> & { name?: string })[],
): SnippetChecks {
  const findings: FileFinding[] = [];
  let ssjs: boolean | null = null;
  let ampscript: boolean | null = null;
  let apex: number | null = null;
  let soql: number | null = null;
  files.forEach((file, index) => {
    const checked = checkFile(file);
    for (const finding of checked.findings) findings.push({ ...finding, file: index });
    const errors = checked.findings.filter(isError);
    if (checked.hasSsjs) ssjs = (ssjs ?? true) && !errors.some((f) => f.rule.startsWith('ssjs/'));
    if (checked.hasAmpscript)
      ampscript = (ampscript ?? true) && !errors.some((f) => f.rule.startsWith('ampscript/'));
    if (checked.hasApex) apex = (apex ?? 0) + errors.filter((f) => f.rule.startsWith('apex/')).length;
    if (checked.hasSoql) soql = (soql ?? 0) + errors.filter((f) => f.rule.startsWith('soql/')).length;
  });
  return {
    findings,
    ssjsSafe: ssjs,
    ampscriptParses: ampscript,
    apexSyntaxErrors: apex,
    soqlSyntaxErrors: soql,
  };
}
