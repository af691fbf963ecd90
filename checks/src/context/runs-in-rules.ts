/**
 * Where a snippet runs, read from what only runs there: a trigger's header, the interfaces of asynchronous Apex, the
 * annotations that expose Apex to LWC and Flow, a Visualforce page's root tag, an LWC's record-page target, the
 * request functions of a CloudPage, the personalization strings of an email, and the imports of an external client.
 */
import type { RunsIn } from '@cloud-snippets/contract';
import { queryActivitySelect } from './effect-rules.js';
import type { PreparedFile } from './prepared-file.js';
import { firstMatch, patternRule, type SuggestionRule } from './rule.js';

/** What only a CloudPage (or a code resource) has: the request it answers and the response it writes. */
const AMPSCRIPT_REQUEST = /(?<![\w.@$])(?:RequestParameter|QueryParameter|Redirect|HTTPRequestHeader)\s*\(/i;
const SSJS_REQUEST =
  /\bPlatform\s*\.\s*(?:Request|Response)\b|\bRequest\s*\.\s*Get(?:QueryStringParameter|FormField)\b|(?<![\w.$])Redirect\s*\(/;

/** Personalization strings that only a send resolves. */
const SEND_ATTRIBUTES =
  'emailaddr|_subscriberkey|view_email_url|unsub_center_url|profile_center_url|subscription_center_url|member_busname|member_addr\\w*|_messagecontext';

/** An LWC or Aura module, not an external client: it imports from the platform. */
const LIGHTNING_IMPORT = /\bfrom\s+['"](?:lwc|lightning\/[^'"]+|@salesforce\/[^'"]+)['"]/;
/** Node or Python module code: require, import and export, Node's process.env, Python's import. */
const MODULE = /\brequire\s*\(|^[ \t]*(?:import|export)\b|\bprocess\.env\b|^[ \t]*from\s+[\w.]+\s+import\b/m;
/** What an external client calls or uses to call Salesforce and Marketing Cloud. */
const CLIENT_CALL =
  /\b(?:auth|rest)\.marketingcloudapis\.com|\/v2\/token\b|\/services\/oauth2\/token|\/services\/data\/|\/?\b(?:hub|data|messaging|interaction|asset|contacts|automation)\/v1\/|\bjsforce\b|\bsimple_salesforce\b|\baxios\b|(?<![\w$.])fetch\s*\(|\brequests\s*\.\s*(?:get|post|put|patch|delete|request)\s*\(/;

/** Whether a markup file has HTML or text around its `<script>` tags. */
const hasMarkupAroundScripts = (file: PreparedFile): boolean =>
  (file.views.markup?.bare ?? '').replace(/<\/?script\b[^>]*>/gi, '').trim() !== '';

/**
 * A Script Activity: SSJS alone (no request to answer, no AMPscript or HTML around it, which a Script Activity does
 * not run): an SSJS file, or a markup file that is nothing but a `<script runat="server">` loading Core.
 */
function scriptActivity(file: PreparedFile): number {
  const ssjs = file.views.ssjs?.bare;
  if (ssjs === undefined || SSJS_REQUEST.test(ssjs)) return -1;
  if (file.views.ampscript !== undefined || hasMarkupAroundScripts(file)) return -1;
  const load = firstMatch(file, ['ssjs'], 'bare', /\bPlatform\s*\.\s*Load\s*\(/);
  if (file.kind === 'ssjs') return load !== -1 ? load : (/\S/.exec(ssjs)?.index ?? -1);
  return load;
}

/** A CloudPage: HTML around a `<script runat="server">` block. */
function serverScriptInPage(file: PreparedFile): number {
  if (file.language !== 'html' && file.kind !== 'ampscript') return -1;
  const block = file.regions.find((region) => region.dialect === 'ssjs');
  if (block === undefined || !hasMarkupAroundScripts(file)) return -1;
  return file.text.toLowerCase().lastIndexOf('<script', block.start);
}

/**
 * Anonymous Apex: statements, with no class, interface, enum or trigger declared and no member of a class (an access
 * modifier or an annotation starting a statement: a method shown alone is a fragment of a class).
 */
function anonymousApex(file: PreparedFile): number {
  if (file.kind !== 'apex') return -1;
  const bare = file.views.apex?.bare ?? '';
  if (
    /\b(?:class|interface|enum)\s+\w+|^[ \t]*trigger\s+\w+\s+on\b/im.test(bare) ||
    /(?:^|[;{}])\s*(?:@\w+|(?:public|private|protected|global)\b)/i.test(bare)
  )
    return -1;
  return /\S/.exec(bare)?.index ?? -1;
}

/** An external client: a Node or Python module (not an LWC) that calls Salesforce or Marketing Cloud over HTTP. */
function externalClient(file: PreparedFile): number {
  if (file.kind !== 'js' && file.kind !== 'python') return -1;
  const code = file.views[file.kind]?.code ?? '';
  if (!MODULE.test(code) || LIGHTNING_IMPORT.test(code)) return -1;
  return firstMatch(file, [file.kind], 'code', CLIENT_CALL);
}

export const RUNS_IN_RULES: readonly SuggestionRule<RunsIn>[] = [
  patternRule('email', ['ampscript'], 'bare', /(?<![\w.@$])AttributeValue\s*\(/i),
  patternRule('email', ['ampscript', 'markup'], 'code', new RegExp(`%%(?:${SEND_ATTRIBUTES})%%`, 'i')),
  patternRule('email', ['ampscript'], 'code', new RegExp(`(?<![\\w@])(?:${SEND_ATTRIBUTES})\\b`, 'i')),
  patternRule('email', ['ssjs'], 'bare', /\bAttribute\s*\.\s*GetValue\s*\(/),
  patternRule('cloudpage', ['ampscript'], 'bare', AMPSCRIPT_REQUEST),
  patternRule('cloudpage', ['ssjs'], 'bare', SSJS_REQUEST),
  { value: 'cloudpage', find: serverScriptInPage },
  { value: 'script-activity', find: scriptActivity },
  { value: 'query-activity', find: queryActivitySelect },
  patternRule('journey', ['js', 'ssjs', 'markup'], 'code', /["']workflowApiVersion["']\s*:/),
  patternRule(
    'journey',
    ['js', 'ssjs'],
    'bare',
    /\barguments\s*\??\.\s*execute\b|\binArguments\b|\bPostmonger\b/,
  ),
  patternRule('sms-push', ['ampscript', 'markup'], 'code', /\[MSG\(\d+\)|\bMOBILE_NUMBER\b/i),
  patternRule(
    'sms-push',
    ['ampscript'],
    'bare',
    /(?<![\w.@$])(?:CreateSMSConversation|SendEmailToMobile)\s*\(/i,
  ),
  patternRule('apex-trigger', ['apex'], 'bare', /^[ \t]*trigger\s+\w+\s+on\s+\w+\s*\(/im),
  { value: 'anonymous-apex', find: anonymousApex },
  patternRule(
    'async-apex',
    ['apex'],
    'bare',
    /\bimplements\b[^{;]*?\b(?:Database\s*\.\s*Batchable|Queueable|Schedulable)\b|@future\b/i,
  ),
  patternRule(
    'lwc-record-page',
    ['markup'],
    'code',
    /<target>\s*lightning__Record(?:Page|Action)\s*<\/target>/,
  ),
  patternRule('lwc-record-page', ['js'], 'bare', /@api\s+recordId\b/),
  patternRule('aura-callable', ['apex'], 'bare', /@AuraEnabled\b/i),
  patternRule('flow-action', ['apex'], 'bare', /@InvocableMethod\b/i),
  patternRule('visualforce-page', ['markup'], 'code', /<apex:page\b/i),
  patternRule(
    'visualforce-page',
    ['apex'],
    'bare',
    /\bApexPages\s*\.\s*(?:StandardController|StandardSetController|currentPage)\b|@RemoteAction\b/i,
  ),
  { value: 'external-client', find: externalClient },
];
