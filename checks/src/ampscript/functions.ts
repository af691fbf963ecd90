/**
 * The AMPscript functions and how many arguments each takes, as data (decision 046). Source: Salesforce's AMPscript
 * function reference, https://developer.salesforce.com/docs/marketing/marketing-cloud-ampscript/references
 * (the index page mc-ampscript-references/mc-ampscript-references-index.html and one page per category: content,
 * data extension, date and time, encryption, HTTP, math, Microsoft Dynamics CRM, SOAP API, Salesforce, sites, SMS,
 * social, string, utilities), plus UpsertContact from the older Programmatic Content reference.
 *
 * Counts follow the documented syntax; where the reference and working production code disagree, the count is the
 * lenient one (a false alarm blocks publishing, a missed one does not): EncryptSymmetric works with 4 arguments,
 * UpdateSingleSalesforceObject with several field/value pairs, Concat with one value.
 *
 * `step` describes repeating groups: after the first `min` arguments, more come in groups of `step` (2 for
 * column/value pairs, 3 for RetrieveSalesforceObjects' field/operator/value triples), so LookupRows takes 3, 5, 7 …
 */

export type AmpscriptFunctionCategory =
  | 'content'
  | 'contacts'
  | 'data extension'
  | 'date'
  | 'encryption'
  | 'HTTP'
  | 'Marketing Cloud API'
  | 'math'
  | 'Microsoft Dynamics CRM'
  | 'Salesforce'
  | 'sites'
  | 'SMS'
  | 'social'
  | 'string'
  | 'utility';

export interface AmpscriptFunction {
  /** The canonical (documented) spelling; AMPscript itself ignores case. */
  name: string;
  category: AmpscriptFunctionCategory;
  /** Fewest arguments. */
  min: number;
  /** Most arguments; `Infinity` when the tail repeats. */
  max: number;
  /** Arguments past `min` come in groups of this many (1 when any count in range is fine). */
  step: number;
  /** How a call looks, for fixes: `LookupRows(dataExt, column, value [, column, value]…)`. */
  signature: string;
}

/**
 * [counts, signature]; the name is the signature's up to `(`. Counts: `'4'` exactly 4, `'1-3'` 1 to 3, `'1+'` at
 * least 1, `'3+2'` 3 and then any number of groups of 2 (3, 5, 7 …).
 */
type Row = readonly [string, string];

const CATALOG: Record<AmpscriptFunctionCategory, readonly Row[]> = {
  content: [
    ['2-8', 'AttachFile(type, location [, fileName, viewOnWeb, webUrl, webFileName, days, asAttachment])'],
    ['4-9', 'BarcodeURL(value, type, width, height [, checksum, showText, altText, rotation, transparent])'],
    ['1', 'BeginImpressionRegion(name)'],
    ['3+2', 'BuildOptionList(selectedValue, text, value [, text, value]…)'],
    ['2-3', 'BuildRowsetFromJSON(json, jsonPath [, returnEmptyOnError])'],
    ['1-2', 'BuildRowsetFromString(string [, delimiter])'],
    ['2-3', 'BuildRowsetFromXML(xml, xpath [, returnEmptyOnError])'],
    ['1-5', 'ContentArea(id [, impressionRegion, throwIfEmpty, defaultContent, statusVariable])'],
    ['1-5', 'ContentAreaByName(path [, impressionRegion, throwIfEmpty, defaultContent, statusVariable])'],
    ['1-5', 'ContentBlockById(id [, impressionRegion, throwIfEmpty, defaultContent, statusVariable])'],
    ['1-5', 'ContentBlockByKey(key [, impressionRegion, throwIfEmpty, defaultContent, statusVariable])'],
    ['1-5', 'ContentBlockByName(path [, impressionRegion, throwIfEmpty, defaultContent, statusVariable])'],
    ['1-2', 'ContentImageById(id [, defaultId])'],
    ['1-2', 'ContentImageByKey(key [, defaultKey])'],
    ['0-1', 'EndImpressionRegion([closeAll])'],
    ['1', 'GetPortfolioItem(key)'],
    ['1-2', 'Image(key [, fallbackKey])'],
    ['2', 'TransformXML(xml, xsl)'],
    ['1', 'TreatAsContent(content)'],
    ['2-3', 'TreatAsContentArea(key, content [, impressionRegion])'],
    ['2+', 'WAT(parameterSetKey, value [, value]…)'],
    ['1', 'WATP(ordinal)'],
  ],
  contacts: [['3+2', 'UpsertContact(channel, keyName, keyValue [, attribute, value]…)']],
  'data extension': [
    ['4+2', 'ClaimRow(dataExt, claimColumn, column, value [, column, value]…)'],
    ['6+2', 'ClaimRowValue(dataExt, returnColumn, claimColumn, fallback, column, value [, column, value]…)'],
    ['1', 'DataExtensionRowCount(dataExt)'],
    ['3+2', 'DeleteData(dataExt, column, value [, column, value]…)'],
    ['3+2', 'DeleteDE(dataExt, column, value [, column, value]…)'],
    ['1', 'ExecuteFilter(filterKey)'],
    ['3', 'ExecuteFilterOrderedRows(filterKey, count, orderBy)'],
    ['2-3', 'Field(row, column [, throwIfMissing])'],
    ['3+2', 'InsertData(dataExt, column, value [, column, value]…)'],
    ['3+2', 'InsertDE(dataExt, column, value [, column, value]…)'],
    ['4+2', 'Lookup(dataExt, returnColumn, column, value [, column, value]…)'],
    ['5+2', 'LookupOrderedRows(dataExt, count, orderBy, column, value [, column, value]…)'],
    ['5+2', 'LookupOrderedRowsCS(dataExt, count, orderBy, column, value [, column, value]…)'],
    ['3+2', 'LookupRows(dataExt, column, value [, column, value]…)'],
    ['3+2', 'LookupRowsCS(dataExt, column, value [, column, value]…)'],
    ['2', 'Row(rowset, index)'],
    ['1', 'RowCount(rowset)'],
    ['4+2', 'UpdateData(dataExt, filterPairCount, column, value [, column, value]…)'],
    ['4+2', 'UpdateDE(dataExt, filterPairCount, column, value [, column, value]…)'],
    ['4+2', 'UpsertData(dataExt, keyPairCount, column, value [, column, value]…)'],
    ['4+2', 'UpsertDE(dataExt, keyPairCount, column, value [, column, value]…)'],
  ],
  date: [
    ['3', 'DateAdd(date, amount, unit)'],
    ['3', 'DateDiff(startDate, endDate, unit)'],
    ['1-2', 'DateParse(date [, returnUtc])'],
    ['2', 'DatePart(date, part)'],
    ['1-4', 'FormatDate(date [, dateFormat, timeFormat, locale])'],
    ['0-1', 'GetSendTime([endOfSend])'],
    ['1', 'LocalDateToSystemDate(date)'],
    ['0-1', 'Now([sendStartTime])'],
    ['1-2', 'StringToDate(string [, culture])'],
    ['1', 'SystemDateToLocalDate(date)'],
  ],
  encryption: [
    ['4-8', 'DecryptSymmetric(value, algorithm, passwordKey, password [, saltKey, salt, ivKey, iv])'],
    ['4-8', 'EncryptSymmetric(value, algorithm, passwordKey, password [, saltKey, salt, ivKey, iv])'],
    ['3', 'GetJWT(secret, algorithm, payload)'],
    ['3', 'GetJWTByKeyName(keyName, algorithm, payload)'],
    ['1-2', 'MD5(string [, charset])'],
    ['1-2', 'SHA1(string [, charset])'],
    ['1-2', 'SHA256(string [, charset])'],
    ['1-2', 'SHA512(string [, charset])'],
  ],
  HTTP: [
    ['1-4', 'HTTPGet(url [, continueOnError, emptyContentHandling, statusVariable])'],
    ['3+', 'HTTPPost(url, contentType, content [, responseVariable, headerName, headerValue …])'],
    ['5+', 'HTTPPost2(url, contentType, content, throwOnError, statusVar [, responseVar, header, value …])'],
    ['3+', 'HTTPPostWithRetry(url, contentType, content [, retries, throwOnError, statusVar …])'],
    ['1', 'HTTPRequestHeader(name)'],
    ['1', 'IsCHTMLBrowser(userAgent)'],
    ['1', 'RedirectTo(url)'],
    ['1', 'RequestHeader(name)'],
    ['1-3', 'URLEncode(url [, encodeSpaces, encodeAll])'],
    ['1', 'WrapLongURL(url)'],
  ],
  'Marketing Cloud API': [
    ['3', 'AddObjectArrayItem(object, property, value)'],
    ['1', 'CreateObject(type)'],
    ['1-4', 'InvokeCreate(object [, statusVariable, errorCodeVariable, options])'],
    ['1-4', 'InvokeDelete(object [, statusVariable, errorCodeVariable, options])'],
    ['1-3', 'InvokeExecute(object [, statusVariable, requestIdVariable])'],
    ['2-4', 'InvokePerform(object, action [, statusVariable, options])'],
    ['1-3', 'InvokeRetrieve(retrieveRequest [, statusVariable, requestIdVariable])'],
    ['1-4', 'InvokeUpdate(object [, statusVariable, errorCodeVariable, options])'],
    ['3', 'SetObjectProperty(object, property, value)'],
  ],
  math: [
    ['2', 'Add(a, b)'],
    ['2', 'Divide(a, b)'],
    ['2', 'Mod(dividend, divisor)'],
    ['2', 'Multiply(a, b)'],
    ['2', 'Random(min, max)'],
    ['2', 'Subtract(a, b)'],
  ],
  'Microsoft Dynamics CRM': [
    ['2', 'AddMscrmListMember(listId, memberId)'],
    ['4+2', 'CreateMscrmRecord(entity, fieldCount, attribute, value [, attribute, value]…)'],
    ['0', 'DescribeMscrmEntities()'],
    ['1-2', 'DescribeMscrmEntityAttributes(entity [, includeAll])'],
    ['5+3', 'RetrieveMscrmRecords(entity, fields, field, operator, value [, field, operator, value]…)'],
    ['1-2', 'RetrieveMscrmRecordsFetchXml(fetchXml [, attributes])'],
    ['4', 'SetStateMscrmRecord(recordId, entity, state, status)'],
    ['4+', 'UpdateMscrmRecords(entity, recordIds, attribute, value [, attribute, value]…)'],
    ['4+', 'UpsertMscrmRecord(entity, fieldCount, attribute, value [, attribute, value]…)'],
  ],
  Salesforce: [
    ['4+2', 'CreateSalesforceObject(object, fieldCount, field, value [, field, value]…)'],
    ['1', 'LongSFID(id)'],
    ['1', 'RetrieveSalesforceJobSources(jobId)'],
    ['5+3', 'RetrieveSalesforceObjects(object, fields, field, operator, value [, field, operator, value]…)'],
    ['4+2', 'UpdateSingleSalesforceObject(object, id, field, value [, field, value]…)'],
  ],
  sites: [
    ['0', 'AuthenticatedEmployeeID()'],
    ['0', 'AuthenticatedEmployeeNotificationAddress()'],
    ['0', 'AuthenticatedEmployeeUserName()'],
    ['0', 'AuthenticatedEnterpriseID()'],
    ['0', 'AuthenticatedMemberID()'],
    ['0', 'AuthenticatedMemberName()'],
    ['1+2', 'CloudPagesURL(pageId [, name, value]…)'],
    ['2', 'IsNullDefault(value, default)'],
    ['1+', 'LiveContentMicrositeURL(id …)'],
    ['1+2', 'MicrositeURL(pageId [, name, value]…)'],
    ['1', 'QueryParameter(name)'],
    ['1-2', 'Redirect(url [, permanent])'],
    ['1', 'RequestParameter(name)'],
  ],
  SMS: [
    ['4', 'CreateSmsConversation(from, to, nextKeyword, "MOBILECONNECT")'],
    ['2', 'EndSmsConversation(from, to)'],
    ['1', 'MMS_Content_URL(index)'],
    ['0-1', 'Msg([part])'],
    ['1', 'Noun(position)'],
    ['3', 'SetSmsConversationNextKeyword(from, to, keyword)'],
  ],
  social: [
    ['1', 'GetPublishedSocialContent(regionId)'],
    ['2+2', 'GetSocialPublishURL(networkCode, contentRegion [, name, value]…)'],
    ['3+2', 'GetSocialPublishURLByName(network, countryCode, contentRegion [, name, value]…)'],
  ],
  string: [
    ['1-2', 'Char(code [, repeat])'],
    ['1+', 'Concat(value, value …)'],
    ['2-4', 'Format(value, format [, dataType, culture])'],
    ['2', 'IndexOf(string, search)'],
    ['1', 'Length(string)'],
    ['1', 'Lowercase(string)'],
    ['1', 'ProperCase(string)'],
    ['3+', 'RegExMatch(string, pattern, group [, option]…)'],
    ['3', 'Replace(string, search, replacement)'],
    ['3+', 'ReplaceList(string, replacement, search [, search]…)'],
    ['1-2', 'StringToHex(string [, charset])'],
    ['2-3', 'Substring(string, start [, length])'],
    ['1', 'Trim(string)'],
    ['1', 'Uppercase(string)'],
  ],
  utility: [
    ['1', 'AttributeValue(name)'],
    ['1-3', 'Base64Decode(string [, encoding, abortOnError])'],
    ['1-2', 'Base64Encode(string [, encoding])'],
    ['1', 'Domain(emailAddress)'],
    ['1', 'Empty(value)'],
    ['2-4', 'FormatCurrency(number, culture [, decimals, symbol])'],
    ['2-3', 'FormatNumber(number, format [, culture])'],
    ['0', 'GUID()'],
    ['3', 'IIf(condition, ifTrue, ifFalse)'],
    ['1', 'IsEmailAddress(string)'],
    ['1', 'IsNull(value)'],
    ['1', 'IsPhoneNumber(string)'],
    ['1', 'Output(functionCall)'],
    ['1', 'OutputLine(functionCall)'],
    ['1-5', 'RaiseError(message [, skipSubscriberOnly, errorCode, errorNumber, keepDataChanges])'],
    ['1', 'V(value)'],
  ],
};

/** Every AMPscript function of the reference, in catalog order. */
export const AMPSCRIPT_FUNCTIONS: readonly AmpscriptFunction[] = Object.entries(CATALOG).flatMap(
  ([category, rows]) =>
    rows.map(([counts, signature]) => ({
      name: signature.slice(0, signature.indexOf('(')),
      category: category as AmpscriptFunctionCategory,
      ...parseCounts(counts),
      signature,
    })),
);

function parseCounts(counts: string): Pick<AmpscriptFunction, 'min' | 'max' | 'step'> {
  const [, min = '0', range, repeat] = /^(\d+)(?:-(\d+)|(\+\d*))?$/.exec(counts) ?? [];
  if (repeat !== undefined) return { min: Number(min), max: Infinity, step: Number(repeat.slice(1) || '1') };
  return { min: Number(min), max: Number(range ?? min), step: 1 };
}

const BY_NAME = new Map(AMPSCRIPT_FUNCTIONS.map((fn) => [fn.name.toLowerCase(), fn]));

/** The function of that name, whatever its case (`lookuprows` is LookupRows), or undefined. */
export const ampscriptFunction = (name: string): AmpscriptFunction | undefined =>
  BY_NAME.get(name.toLowerCase());

/** Whether a call with `count` arguments fits the function. */
export function acceptsArgumentCount(fn: AmpscriptFunction, count: number): boolean {
  return count >= fn.min && count <= fn.max && (count - fn.min) % fn.step === 0;
}

/** The counts a function takes, to follow 'it takes ': 'none', '4', '1 to 3', 'at least 2', '3, 5, 7 …'. */
export function describeArgumentCounts(fn: AmpscriptFunction): string {
  if (fn.max === 0) return 'none';
  if (fn.min === fn.max) return String(fn.min);
  if (fn.step > 1) return `${fn.min}, ${fn.min + fn.step}, ${fn.min + 2 * fn.step} …`;
  if (fn.max === Infinity) return `at least ${fn.min}`;
  return `${fn.min} to ${fn.max}`;
}
