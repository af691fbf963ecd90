/**
 * The Core library: the SSJS objects and functions that exist only after `Platform.Load("core", "<version>")`
 * (Salesforce's SSJS reference lists each with "first load the core library"), against the Platform ones that are
 * always there (`Platform.Function.*`, `Platform.Request`, `Platform.Response`, `Platform.Variable`, `Write`,
 * `Script.Util.WSProxy`, `Script.Util.HttpRequest`). `Write` is listed among Core's string utilities too, but runs
 * without the load, so it is not counted.
 */

/** Core objects, used as `Name.Method(…)`: `DataExtension.Init`, `HTTP.Get`, `Variable.GetValue`. */
export const CORE_OBJECTS: ReadonlySet<string> = new Set([
  'Account',
  'AccountUser',
  'BounceEvent',
  'ClickEvent',
  'ContentAreaObj',
  'DataExtension',
  'DateTime',
  'DeliveryProfile',
  'Email',
  'FilterDefinition',
  'Folder',
  'ForwardedEmailEvent',
  'ForwardedEmailOptInEvent',
  'HTTP',
  'HTTPHeader',
  'List',
  'NotSentEvent',
  'OpenEvent',
  'Portfolio',
  'QueryDefinition',
  'Recipient',
  'Request',
  'Send',
  'SendClassification',
  'SenderProfile',
  'SentEvent',
  'Subscriber',
  'SurveyEvent',
  'Template',
  'TriggeredSend',
  'UnsubEvent',
  'Variable',
]);

/** Core global functions, called bare: `Stringify(obj)`, `GUID()`. Their `Platform.Function.*` twins need no load. */
export const CORE_FUNCTIONS: ReadonlySet<string> = new Set([
  'Base64Decode',
  'Base64Encode',
  'BeginImpressionRegion',
  'ContentArea',
  'ContentAreaByName',
  'EndImpressionRegion',
  'Format',
  'GUID',
  'IsEmailAddress',
  'IsPhoneNumber',
  'Stringify',
]);

/** The version to load, in messages and fixes. */
export const RECOMMENDED_CORE_VERSION = '1.1.5';
/** Versions before this one get the ssjs/old-core-version warning. */
export const OLDEST_QUIET_CORE_VERSION = '1.1.1';

/** A `Platform.Load(…)` call. `library` is lower-cased; absent when the argument is not a literal. */
export interface CoreLoad {
  start: number;
  end: number;
  library?: string;
  version?: string;
}

/** Whether a load is of the Core library; a load whose library is not a literal counts, to stay quiet. */
export const loadsCore = (load: CoreLoad): boolean => load.library === undefined || load.library === 'core';

/** Compares dotted versions part by part, missing parts read as 0: '1' < '1.1.1' < '1.1.5' < '1.10'. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference =
      (Number.parseInt(left[i] ?? '0', 10) || 0) - (Number.parseInt(right[i] ?? '0', 10) || 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

const LOAD_PATTERN = /\bPlatform\s*\.\s*Load\s*\(\s*(["'])([^"']*)\1\s*(?:,\s*(["']?)([\w.]*)\3)?/g;
const CORE_USE_PATTERN = new RegExp(
  `(?:^|[^\\w.$])(?:(?:${[...CORE_OBJECTS].join('|')})\\s*\\.\\s*[A-Za-z_]|(?:${[...CORE_FUNCTIONS].join('|')})\\s*\\()`,
);

/** Platform.Load calls found by pattern, for code that does not parse. */
export function loadsByPattern(code: string): CoreLoad[] {
  const loads: CoreLoad[] = [];
  for (const match of code.matchAll(LOAD_PATTERN)) {
    const version = match[4];
    loads.push({
      start: match.index,
      end: match.index + match[0].length,
      library: (match[2] ?? '').toLowerCase(),
      ...(version ? { version } : {}),
    });
  }
  return loads;
}

/** Whether code that does not parse seems to use the Core library. */
export const usesCoreByPattern = (code: string): boolean => CORE_USE_PATTERN.test(code);
