/**
 * A snippet file made ready for the suggestion rules: split into the dialects it holds (an HTML file holds AMPscript,
 * server-side and client-side script; an Apex class holds inline SOQL), each dialect with a masked view of the whole
 * file where every other region is blank. A rule reads one view, and the offset it finds is an offset in the file.
 */
import { ampscriptBlocks } from '../ampscript/blocks.js';
import { serverScriptBlocks } from '../ssjs/script-blocks.js';
import { blank, maskRegion, type Dialect, type Masked } from './mask.js';

export type { Dialect } from './mask.js';

export interface PreparedFile {
  /** 0-based index of the file in the snippet. */
  index: number;
  name: string;
  language: string;
  text: string;
  /** The dialect the file as a whole is written in (`markup` for HTML holding scripts), null when none is read. */
  kind: Dialect | null;
  /** One masked view of the whole file per dialect it holds. */
  views: Partial<Record<Dialect, Masked>>;
  /** The regions of the file, each read as one dialect (an HTML file's SSJS blocks, an Apex class's SOQL). */
  regions: readonly Region[];
}

export interface Region {
  dialect: Dialect;
  start: number;
  end: number;
}

const KIND_BY_LANGUAGE: Record<string, Dialect> = {
  apex: 'apex',
  soql: 'soql',
  sql: 'sql',
  ssjs: 'ssjs',
  ampscript: 'ampscript',
  javascript: 'js',
  typescript: 'js',
  json: 'js',
  python: 'python',
  html: 'markup',
  visualforce: 'markup',
  aura: 'markup',
  xml: 'markup',
};

const KIND_BY_EXTENSION: Record<string, Dialect> = {
  cls: 'apex',
  trigger: 'apex',
  apex: 'apex',
  soql: 'soql',
  sql: 'sql',
  ssjs: 'ssjs',
  amp: 'ampscript',
  js: 'js',
  mjs: 'js',
  cjs: 'js',
  ts: 'js',
  json: 'js',
  py: 'python',
  html: 'markup',
  htm: 'markup',
  page: 'markup',
  component: 'markup',
  cmp: 'markup',
  xml: 'markup',
};

/** SOQL's own syntax, which Marketing Cloud SQL does not have: date literals, bind variables, relationship paths. */
const SOQL_ONLY =
  /\b(?:(?:LAST|NEXT)_N_\w+\s*:\s*\d+|(?:THIS|LAST|NEXT)_(?:WEEK|MONTH|QUARTER|YEAR|FISCAL_QUARTER|FISCAL_YEAR)|(?:LAST|NEXT)_90_DAYS|TYPEOF|SECURITY_ENFORCED|USER_MODE|SYSTEM_MODE)\b|[=<>]\s*(?:TODAY|YESTERDAY|TOMORROW)\b|\bFIELDS\s*\(\s*(?:ALL|STANDARD|CUSTOM)\s*\)|\w__r\s*\.\s*\w|(?<![\w:]):[A-Za-z_]\w*/i;

/** Whether SQL-looking code is SOQL (a `sql` file on the Sales & Service Cloud side often is). */
export const isSoqlLike = (bareSql: string): boolean => SOQL_ONLY.test(bareSql);

/** Reads a snippet file: its dialects, their regions and masked views. */
export function prepareFile(
  file: { name: string; language: string; code: string },
  index: number,
): PreparedFile {
  const text = file.code;
  const language = file.language.toLowerCase();
  const extension = /\.([a-z]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  let kind: Dialect | null = KIND_BY_LANGUAGE[language] ?? KIND_BY_EXTENSION[extension] ?? null;
  let regions: Region[] = [];
  if (kind === 'sql' && isSoqlLike(maskRegion(text, 0, text.length, 'sql').bare)) kind = 'soql';
  if (kind === 'apex') regions = apexRegions(text);
  else if (kind === 'markup' || kind === 'ampscript' || (kind === 'ssjs' && isMarkup(text)))
    regions = markupRegions(text, language, kind);
  else if (kind !== null) regions = [{ dialect: kind, start: 0, end: text.length }];
  return { index, name: file.name, language, text, kind, views: buildViews(text, regions), regions };
}

/** Markup rather than bare script: SSJS as Marketing Cloud stores it starts with `<script runat="server">`. */
const isMarkup = (text: string): boolean => /^\s*(?:<|%%)/.test(text);

/** An Apex file: Apex, with the inline SOQL and SOSL of `[SELECT …]` and `[FIND …]` as SOQL regions. */
function apexRegions(text: string): Region[] {
  const bare = maskRegion(text, 0, text.length, 'apex').bare;
  const regions: Region[] = [];
  let from = 0;
  const queries = /\[\s*(?=(?:SELECT|FIND)\b)/gi;
  for (let open = queries.exec(bare); open !== null; open = queries.exec(bare)) {
    const start = open.index + open[0].length;
    let depth = 1;
    let end = start;
    for (; end < bare.length && depth > 0; end += 1) {
      if (bare.charAt(end) === '[') depth += 1;
      else if (bare.charAt(end) === ']') depth -= 1;
    }
    const close = depth === 0 ? end - 1 : end;
    regions.push({ dialect: 'apex', start: from, end: start }, { dialect: 'soql', start, end: close });
    from = close;
    queries.lastIndex = close;
  }
  regions.push({ dialect: 'apex', start: from, end: text.length });
  return regions;
}

/**
 * A markup file: AMPscript blocks, `<script runat="server">` SSJS and client `<script>` JavaScript, the rest markup.
 * A file of AMPscript without delimiters is AMPscript throughout.
 */
function markupRegions(text: string, language: string, kind: Dialect): Region[] {
  const marketingCloud = kind === 'ampscript' || kind === 'ssjs' || language === 'html';
  const regions: Region[] = [];
  if (marketingCloud) {
    for (const block of ampscriptBlocks(text).blocks)
      regions.push({ dialect: 'ampscript', start: block.contentStart, end: block.contentEnd });
    for (const block of serverScriptBlocks(text))
      if (block.language === 'ssjs')
        regions.push({ dialect: 'ssjs', start: block.offset, end: block.offset + block.code.length });
  }
  if (kind === 'ampscript' && regions.length === 0 && !isMarkup(text))
    return [{ dialect: 'ampscript', start: 0, end: text.length }];
  regions.push(...clientScripts(text));
  regions.sort((a, b) => a.start - b.start);
  let from = 0;
  const markup: Region[] = [];
  for (const region of regions) {
    if (region.start > from) markup.push({ dialect: 'markup', start: from, end: region.start });
    from = Math.max(from, region.end);
  }
  markup.push({ dialect: 'markup', start: from, end: text.length });
  return [...regions, ...markup];
}

/** The code of `<script>` tags that run in the browser (not `runat="server"`). */
function clientScripts(text: string): Region[] {
  const regions: Region[] = [];
  const opening = /<script\b([^>]*)>/gi;
  const closing = /<\/script/gi;
  for (let open = opening.exec(text); open !== null; open = opening.exec(text)) {
    const start = open.index + open[0].length;
    closing.lastIndex = start;
    const end = closing.exec(text)?.index ?? text.length;
    if (!/\brunat\s*=\s*["']?server/i.test(open[1] ?? '')) regions.push({ dialect: 'js', start, end });
    opening.lastIndex = end;
  }
  return regions;
}

/** One view per dialect: the file with that dialect's regions masked and every other character blank. */
function buildViews(text: string, regions: readonly Region[]): Partial<Record<Dialect, Masked>> {
  const parts = new Map<Dialect, { code: string[]; bare: string[]; at: number }>();
  for (const region of [...regions].sort((a, b) => a.start - b.start)) {
    if (region.end <= region.start) continue;
    let view = parts.get(region.dialect);
    if (view === undefined) {
      view = { code: [], bare: [], at: 0 };
      parts.set(region.dialect, view);
    }
    const gap = blank(text.slice(view.at, region.start));
    const masked = maskRegion(text, region.start, region.end, region.dialect);
    view.code.push(gap, masked.code);
    view.bare.push(gap, masked.bare);
    view.at = region.end;
  }
  const views: Partial<Record<Dialect, Masked>> = {};
  for (const [dialect, view] of parts) {
    const rest = blank(text.slice(view.at));
    views[dialect] = { code: view.code.join('') + rest, bare: view.bare.join('') + rest };
  }
  return views;
}
