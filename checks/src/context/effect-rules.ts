/**
 * What running a snippet changes, read from its calls: Marketing Cloud's AMPscript and SSJS data functions, WSProxy
 * and the Core library, Apex DML and SOQL, SQL statements, and the REST resources an external client calls.
 * Keywords are read with comments and strings blanked: `// update later` and `'insert into'` are no evidence, nor is
 * JavaScript's `delete obj.prop` (only Apex DML deletes records) or `updateDisplay(` (not `UpdateData(`).
 */
import type { Effect } from '@cloud-snippets/contract';
import { firstRestWrite } from './api-scope-rules.js';
import type { Dialect, PreparedFile } from './prepared-file.js';
import { firstMatch, patternRule, type SuggestionRule } from './rule.js';

/** A name that is not a member of something else (`chart.updateData(` is no AMPscript call). */
const CALL = String.raw`(?<![\w.@$])`;
/** SSJS's Platform functions: `Platform.Function.UpsertData(`. */
const PLATFORM_FUNCTION = String.raw`\bPlatform\s*\.\s*Function\s*\.\s*`;

const ampscriptCall = (names: string) => new RegExp(`${CALL}(?:${names})\\s*\\(`, 'i');
const platformCall = (names: string) => new RegExp(`${PLATFORM_FUNCTION}(?:${names})\\s*\\(`, 'i');

/** Code that calls REST resources: an external client, SSJS, AMPscript's HTTP functions, an Apex callout. */
const REST_CALLERS: readonly Dialect[] = ['js', 'python', 'ssjs', 'ampscript', 'apex'];
const CLIENTS: readonly Dialect[] = ['js', 'python'];

const LWC_RECORD_API = /['"]lightning\/ui(?:Record|List|RelatedList)\w*Api['"]/;

/**
 * A Query Activity: a `sql` file (not SOQL) whose first statement is a SELECT. Marketing Cloud writes its result
 * into the activity's target data extension; the evidence is the SELECT.
 */
export function queryActivitySelect(file: PreparedFile): number {
  if (file.kind !== 'sql') return -1;
  const bare = file.views.sql?.bare ?? '';
  const first = /\S/.exec(bare);
  if (first === null || !/^(?:SELECT|WITH)\b/i.test(bare.slice(first.index))) return -1;
  return firstMatch(file, ['sql'], 'bare', /\bSELECT\b/i);
}

export const EFFECT_RULES: readonly SuggestionRule<Effect>[] = [
  // reads
  patternRule(
    'reads',
    ['ampscript'],
    'bare',
    ampscriptCall(
      'Lookup|LookupRows|LookupRowsCS|LookupOrderedRows|LookupOrderedRowsCS|RetrieveSalesforceObjects|DataExtensionRowCount|ClaimRow|ClaimRowValue',
    ),
  ),
  patternRule(
    'reads',
    ['ssjs'],
    'bare',
    platformCall(
      'Lookup|LookupRows|LookupRowsCS|LookupOrderedRows|LookupOrderedRowsCS|RetrieveSalesforceObjects|DataExtensionRowCount',
    ),
  ),
  // Core's Rows.Lookup / Rows.Retrieve, WSProxy's retrieve and its pages, Core's Subscriber.Retrieve and the like.
  patternRule(
    'reads',
    ['ssjs'],
    'bare',
    /\bRows\s*\.\s*(?:Lookup|Retrieve)\s*\(|\.\s*(?:retrieve|getNextBatch)\s*\(/i,
  ),
  patternRule('reads', ['soql'], 'bare', /\b(?:SELECT|FIND)\b/i),
  patternRule('reads', ['sql'], 'bare', /\bSELECT\b/i),
  patternRule(
    'reads',
    ['apex'],
    'bare',
    /\bDatabase\s*\.\s*(?:query\w*|getQueryLocator\w*|countQuery\w*)\s*\(|\bSearch\s*\.\s*query\s*\(|\b\w+__(?:mdt|c)\s*\.\s*(?:getAll|getInstance|getValues|getOrgDefaults)\s*\(/i,
  ),
  // SOQL in a string: Apex dynamic SOQL, jsforce's conn.query('SELECT …'), the REST query resource.
  patternRule('reads', ['apex', ...CLIENTS], 'code', /['"`]\s*SELECT\s[^'"`]{0,500}?\bFROM\s+\w/i),
  patternRule(
    'reads',
    CLIENTS,
    'code',
    /\/services\/data\/v[\d.]+\/query(?:All)?\b|\/?\bdata\/v1\/customobjectdata\b/,
  ),
  patternRule(
    'reads',
    ['js'],
    'bare',
    /\b(?:getRecord|getRecords|getRelatedListRecords|getListUi|getListRecordsByName|getRecordUi)\b/,
    LWC_RECORD_API,
  ),

  // writes
  patternRule(
    'writes',
    ['ampscript'],
    'bare',
    ampscriptCall(
      'UpsertData|UpsertDE|InsertData|InsertDE|UpdateData|UpdateDE|CreateSalesforceObject|UpdateSingleSalesforceObject|ClaimRow|ClaimRowValue',
    ),
  ),
  patternRule(
    'writes',
    ['ssjs'],
    'bare',
    platformCall(
      'UpsertData|UpsertDE|InsertData|InsertDE|UpdateData|UpdateDE|CreateSalesforceObject|UpdateSingleSalesforceObject',
    ),
  ),
  patternRule(
    'writes',
    ['ssjs'],
    'bare',
    /\bRows\s*\.\s*(?:Add|Update)\s*\(|\.\s*(?:create|update)(?:Item|Batch)\s*\(/,
  ),
  // Apex DML: insert, update, upsert, merge and undelete are reserved words, so one followed by an operand is DML
  // (`before insert, after update)` in a trigger's header has none; Database.insert( is read below).
  patternRule('writes', ['apex'], 'bare', /(?<![\w.])(?:insert|update|upsert|merge|undelete)\s+(?=[\w([])/i),
  patternRule(
    'writes',
    ['apex'],
    'bare',
    /\bDatabase\s*\.\s*(?:insert|update|upsert|merge|undelete|convertLead)\w*\s*\(|\bEventBus\s*\.\s*publish\s*\(/i,
  ),
  patternRule(
    'writes',
    ['sql'],
    'bare',
    /\bINSERT\s+INTO\b|\bUPDATE\s+(?:\[[^\]\n]+\]|[\w.]+)(?:\s+(?:AS\s+)?\w+)?\s+SET\b|\bMERGE\s+(?:INTO\s+)?\S+[\s\S]{0,200}?\bUSING\b/i,
  ),
  { value: 'writes', find: queryActivitySelect },
  patternRule(
    'writes',
    REST_CALLERS,
    'code',
    /\/?\bhub\/v1\/dataevents\b|\/?\bdata\/v1\/async\/dataextensions\b|\/?\binteraction\/v1\/events\b|\/services\/data\/v[\d.]+\/composite\b|\/jobs\/ingest\b/,
  ),
  // A POST, PUT or PATCH to Content Builder's or the Contacts API's resources.
  { value: 'writes', find: firstRestWrite },
  patternRule(
    'writes',
    CLIENTS,
    'code',
    /\bmethod\s*[:=]\s*['"](?:PATCH|PUT)['"]|\b(?:axios|requests)\s*\.\s*(?:patch|put)\s*\(|\.sobject\s*\([^)]*\)\s*\.\s*(?:create|insert|update|upsert)\s*\(/i,
  ),
  patternRule('writes', ['js'], 'bare', /\b(?:createRecord|updateRecord)\s*\(/, LWC_RECORD_API),

  // sends
  patternRule(
    'sends',
    ['apex'],
    'bare',
    /\bMessaging\s*\.\s*(?:sendEmail\w*|SingleEmailMessage|MassEmailMessage)\b/i,
  ),
  patternRule('sends', ['ssjs'], 'bare', /\bTriggeredSend\s*\.\s*Init\s*\(/),
  patternRule(
    'sends',
    ['ssjs'],
    'code',
    /\.\s*createItem\s*\(\s*["']TriggeredSend["']|\.\s*performItem\s*\(\s*["']EmailSendDefinition["']/,
  ),
  patternRule(
    'sends',
    ['ampscript', 'ssjs'],
    'bare',
    /\bInvokeCreate\s*\(/i,
    /\bCreateObject\s*\(\s*["']TriggeredSend["']/i,
  ),
  patternRule('sends', ['ampscript'], 'bare', ampscriptCall('CreateSMSConversation|SendEmailToMobile')),
  patternRule(
    'sends',
    REST_CALLERS,
    'code',
    /\/?\bmessaging\/v1\/(?!domainverification)|\/?\bsms\/v1\/(?:messageContact|messageList|queueMO)\b|\/?\bpush\/v1\/message(?:App|Contact|List)\b/,
  ),

  // callouts
  patternRule('callouts', ['ampscript'], 'bare', ampscriptCall('HTTPGet|HTTPPost|HTTPPost2')),
  patternRule(
    'callouts',
    ['ssjs'],
    'bare',
    /\bHTTP\s*\.\s*(?:Get|Post)\s*\(|\bScript\s*\.\s*Util\s*\.\s*(?:HttpRequest|HttpGet|HttpPost)\b/,
  ),
  patternRule('callouts', ['ssjs'], 'bare', platformCall('HTTPGet|HTTPPost|HTTPPost2')),
  patternRule(
    'callouts',
    ['apex'],
    'bare',
    /\bnew\s+Http(?:Request)?\s*\(\s*\)|@future\s*\(\s*callout\s*=\s*true|\bnew\s+Continuation\s*\(/i,
  ),
  patternRule('callouts', ['js'], 'bare', /(?:\bwindow\s*\.\s*|(?<![\w$.]))fetch\s*\(|\baxios\b/),
  patternRule(
    'callouts',
    ['js'],
    'code',
    /\brequire\s*\(\s*['"](?:jsforce|node-fetch|got)['"]|\bfrom\s+['"](?:jsforce|node-fetch|got)['"]/,
  ),
  patternRule(
    'callouts',
    ['python'],
    'bare',
    /\b(?:requests|httpx)\s*\.\s*(?:get|post|put|patch|delete|request)\s*\(|\burlopen\s*\(|\bsimple_salesforce\b/,
  ),

  // deletes
  patternRule('deletes', ['ampscript'], 'bare', ampscriptCall('DeleteData|DeleteDE')),
  patternRule('deletes', ['ssjs'], 'bare', platformCall('DeleteData|DeleteDE')),
  patternRule('deletes', ['ssjs'], 'bare', /\bRows\s*\.\s*Remove\s*\(|\.\s*delete(?:Item|Batch)\s*\(/),
  // WSProxy's performItem("DataExtension", …, "ClearData") empties a data extension.
  patternRule('deletes', ['ssjs'], 'code', /["']ClearData["']/),
  patternRule('deletes', ['apex'], 'bare', /(?<![\w.])delete\s+(?=[\w([])/i),
  patternRule('deletes', ['apex'], 'bare', /\bDatabase\s*\.\s*(?:delete\w*|emptyRecycleBin)\s*\(/i),
  patternRule(
    'deletes',
    ['sql'],
    'bare',
    /\bDELETE\s+(?:TOP\s*\(\s*\d+\s*\)\s+)?(?:FROM\b|(?:\[[^\]\n]+\]|[\w.]+)\s+(?:FROM|WHERE)\b)|\bTRUNCATE\s+TABLE\b/i,
  ),
  patternRule(
    'deletes',
    CLIENTS,
    'code',
    /\bmethod\s*[:=]\s*['"]DELETE['"]|\b(?:axios|requests)\s*\.\s*delete\s*\(|\.sobject\s*\([^)]*\)\s*\.\s*(?:destroy|del|delete)\s*\(/i,
  ),
  patternRule('deletes', ['js'], 'bare', /\bdeleteRecord\s*\(/, LWC_RECORD_API),
];
