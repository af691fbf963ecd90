/** Where the SSJS rules are written down, and the one shape every rule is built in. */
import type { FindingSeverity } from '../finding.js';

export interface SsjsRule {
  /** `ssjs/<rule>`, the Finding's rule id. */
  id: string;
  severity: FindingSeverity;
  /** What the rule flags. */
  what: string;
  /** Why SSJS cannot run it (or why it is worth a look). */
  why: string;
  /** The ES3 or Marketing Cloud way to write it; a finding may give a fix shaped to its code. */
  fix: string;
  /** Where this is written down: ECMA-262 sections, Salesforce's SSJS reference, community guides. */
  source: readonly string[];
}

const ES3 = 'https://www.ecma-international.org/wp-content/uploads/ECMA-262_3rd_edition_december_1999.pdf';
const ES5 = 'https://262.ecma-international.org/5.1/';
const ES_LATEST = 'https://tc39.es/ecma262/';
const MC_DOCS =
  'https://developer.salesforce.com/docs/atlas.en-us.mc-programmatic-content.meta/mc-programmat-content';
export const SSJS_OVERVIEW =
  'https://developer.salesforce.com/docs/marketing/marketing-cloud/guide/ssjs_serverSideJavaScript.html';
export const SYNTAX_GUIDE = `${MC_DOCS}/ssjs_syntaxGuide.htm`;
export const CORE_STRING_UTILITIES = `${MC_DOCS}/ssjs_utilitiesString.htm`;
export const CORE_DATA_EXTENSIONS = `${MC_DOCS}/ssjs_dataExtensionFunctions.htm`;
export const CORE_HTTP = `${MC_DOCS}/ssjs_httpFunctions.htm`;
export const TRAILHEAD_SSJS =
  'https://trailhead.salesforce.com/content/learn/modules/marketing-cloud-programmatic-languages/learn-about-server-side-javascript';
export const SSJS_GUIDE = 'https://ssjs.guide/getting-started';

export const es3 = (section: string): string => `ECMA-262 3rd edition §${section}: ${ES3}`;
export const es5 = (section: string): string => `ECMA-262 5.1 §${section} (added after ES3): ${ES5}`;
export const later = (what: string): string => `${what}, added in ECMAScript 2015 or later: ${ES_LATEST}`;

/** One rule, its id prefixed with `ssjs/`. */
export const rule = (
  id: string,
  severity: FindingSeverity,
  what: string,
  why: string,
  fix: string,
  source: readonly string[],
): SsjsRule => ({ id: `ssjs/${id}`, severity, what, why, fix, source });
