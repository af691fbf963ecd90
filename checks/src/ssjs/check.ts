/**
 * The SSJS check (decision 044): parse each server script block with acorn, walk it once, and report every construct
 * and API that Marketing Cloud's ECMAScript 3 engine does not run, and Core library use without
 * `Platform.Load("core", …)`, as Findings at their place in the file. A snippet whose findings hold no error is
 * SSJS-safe.
 */
import type { Finding } from '../finding.js';
import { apiHits, fileContext, isCoreUse } from './api-checks.js';
import type { Hit } from './collector.js';
import { type CoreLoad, loadsByPattern, loadsCore, usesCoreByPattern } from './core-library.js';
import { LineIndex } from './line-index.js';
import { parseScript } from './parse.js';
import { ssjsRule } from './rules.js';
import { type Scan, scanProgram } from './scan.js';
import { isMarkup, serverScriptBlocks } from './script-blocks.js';

interface Unit {
  code: string;
  offset: number;
}

interface Analysis {
  scans: Scan[];
  /** ssjs/syntax hits of blocks that do not parse. */
  syntaxHits: Hit[];
  /** Platform.Load calls and Core use found by pattern in blocks that do not parse. */
  patternLoads: CoreLoad[];
  patternCoreUse: boolean;
}

/**
 * The SSJS units of a snippet's text: its server script blocks when it is markup, else the whole text — unless the
 * whole text does not parse and holds server script blocks (a comment line before `<script runat="server">`).
 */
function unitsOf(text: string): Unit[] {
  const blocks = (): Unit[] => serverScriptBlocks(text).filter((block) => block.language === 'ssjs');
  if (isMarkup(text)) return blocks();
  if (/runat/i.test(text) && !parseScript(text).ok) {
    const found = blocks();
    if (found.length > 0) return found;
  }
  return [{ code: text, offset: 0 }];
}

function analyze(units: readonly Unit[]): Analysis {
  const analysis: Analysis = { scans: [], syntaxHits: [], patternLoads: [], patternCoreUse: false };
  for (const unit of units) {
    const parsed = parseScript(unit.code);
    if (parsed.ok) {
      analysis.scans.push(scanProgram(parsed.program, unit.code, unit.offset));
      continue;
    }
    // An error at the end of the block marks its last character, so the mark has a width.
    const start = unit.offset + Math.max(0, Math.min(parsed.offset, unit.code.length - 1));
    analysis.syntaxHits.push({
      rule: 'ssjs/syntax',
      start,
      end: start + 1,
      message: `does not parse: ${parsed.message}`,
    });
    for (const load of loadsByPattern(unit.code)) {
      analysis.patternLoads.push({ ...load, start: load.start + unit.offset, end: load.end + unit.offset });
    }
    analysis.patternCoreUse ||= usesCoreByPattern(unit.code);
  }
  return analysis;
}

function findingsOf(text: string, units: readonly Unit[]): Finding[] {
  const lines = new LineIndex(text);
  const analysis = analyze(units);
  const context = fileContext(analysis.scans, analysis.patternLoads);
  const hits = [
    ...analysis.syntaxHits,
    ...analysis.scans.flatMap((scan) => scan.hits),
    ...apiHits(analysis.scans, context, (offset) => lines.position(offset).line),
  ];
  hits.sort((a, b) => a.start - b.start || a.end - b.end || a.rule.localeCompare(b.rule));
  return hits.map((hit) => {
    const rule = ssjsRule(hit.rule);
    const start = lines.position(hit.start);
    const end = lines.position(Math.min(hit.end, text.length));
    const finding: Finding = {
      rule: hit.rule,
      severity: rule.severity,
      line: start.line,
      column: start.column,
      endLine: end.line,
      endColumn: end.column,
      message: hit.message,
    };
    const fix = hit.fix ?? (hit.rule === 'ssjs/syntax' ? undefined : rule.fix);
    if (fix !== undefined) finding.fix = fix;
    return finding;
  });
}

/**
 * Checks an SSJS file. Marketing Cloud keeps SSJS inside `<script runat="server">` (script activities, code
 * resources, CloudPages), so text that starts with markup or AMPscript is checked block by block, as in
 * checkSsjsInHtml; bare JavaScript is checked whole.
 */
export function checkSsjs(code: string): Finding[] {
  return findingsOf(code, unitsOf(code));
}

/** Checks the SSJS `<script runat="server">` blocks of an HTML, CloudPage or email file; positions are the file's. */
export function checkSsjsInHtml(html: string): Finding[] {
  return findingsOf(
    html,
    serverScriptBlocks(html).filter((block) => block.language === 'ssjs'),
  );
}

/** Whether a snippet earns the 'SSJS-safe' mark: no error among its SSJS findings (warnings inform only). */
export const isSsjsSafe = (findings: readonly Finding[]): boolean =>
  !findings.some((finding) => finding.severity === 'error');

/**
 * The Core library a script loads and needs: `loaded` when it calls `Platform.Load("core"|"Core", …)` (the first such
 * call gives `version`), `needed` when it uses a Core library object or function. Accepts bare SSJS or markup.
 */
export function platformLoad(code: string): { loaded: boolean; version?: string; needed: boolean } {
  const analysis = analyze(unitsOf(code));
  const context = fileContext(analysis.scans, analysis.patternLoads);
  const needed =
    analysis.patternCoreUse ||
    analysis.scans.some((scan) => scan.globals.some((use) => isCoreUse(use, context)));
  const first = context.coreLoads.find(loadsCore);
  const result: { loaded: boolean; version?: string; needed: boolean } = {
    loaded: first !== undefined,
    needed,
  };
  if (first?.version !== undefined) result.version = first.version;
  return result;
}
