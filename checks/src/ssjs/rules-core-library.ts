import {
  CORE_STRING_UTILITIES,
  CORE_DATA_EXTENSIONS,
  CORE_HTTP,
  TRAILHEAD_SSJS,
  SSJS_GUIDE,
  rule,
  type SsjsRule,
} from './rule-sources.js';

/** The Core library: loaded by Platform.Load, in a version that has what is called. */
export const CORE_LIBRARY_RULES: readonly SsjsRule[] = [
  rule(
    'core-not-loaded',
    'error',
    'A Core library object or function (`DataExtension.Init`, `Subscriber`, `HTTP.Get`, `Stringify`, `Variable.GetValue`, `Request.…`…) with no `Platform.Load("core", …)` before it; reported once per name',
    'The Core library is loaded only by Platform.Load; without it these names are undefined. Platform functions (`Platform.Function.*`, `Platform.Request`, `Write`, WSProxy) need no load.',
    'Platform.Load("core", "1.1.5"); as the first line of the first script block',
    [CORE_DATA_EXTENSIONS, CORE_STRING_UTILITIES, CORE_HTTP, TRAILHEAD_SSJS],
  ),
  rule(
    'old-core-version',
    'warning',
    '`Platform.Load("core", v)` with v older than 1.1.1 (compared part by part; "1" reads as 1.0.0)',
    'Older releases of the Core library; Salesforce\'s reference pages still show "1", community guides load 1.1.1 or 1.1.5. Informs only.',
    'Platform.Load("core", "1.1.5");',
    [CORE_DATA_EXTENSIONS, SSJS_GUIDE],
  ),
];
