/**
 * The function catalog: complete enough, consistent, and read the way the checker reads it.
 */
import { describe, expect, it } from 'vitest';
import { acceptsArgumentCount, describeArgumentCounts } from './functions.js';
import { AMPSCRIPT_FUNCTIONS, ampscriptFunction, closestAmpscriptFunction } from './index.js';
import type { AmpscriptFunction } from './index.js';

const fn = (name: string): AmpscriptFunction => {
  const found = ampscriptFunction(name);
  if (found === undefined) throw new Error(`${name} is missing`);
  return found;
};

describe('AMPscript functions', () => {
  it('lists every function of the reference once', () => {
    expect(AMPSCRIPT_FUNCTIONS.length).toBeGreaterThanOrEqual(150);
    const names = AMPSCRIPT_FUNCTIONS.map((f) => f.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const commonlyUsed =
      `V Concat Lookup LookupRows LookupOrderedRows LookupRowsCS Row RowCount Field InsertData InsertDE
      UpsertData UpsertDE UpdateData UpdateDE DeleteData DeleteDE ClaimRow DataExtensionRowCount Empty IIF IsNull
      IsEmailAddress IsPhoneNumber Length Substring IndexOf Replace ReplaceList ProperCase Uppercase Lowercase Trim
      Format FormatDate FormatCurrency FormatNumber Now DateAdd DateDiff DateParse DatePart SystemDateToLocalDate
      LocalDateToSystemDate StringToDate Add Subtract Multiply Divide Mod Random HTTPGet HTTPPost HTTPPost2 RedirectTo
      CloudPagesURL MicrositeURL RequestParameter QueryParameter AttributeValue Output OutputLine TreatAsContent
      ContentBlockByKey ContentBlockById ContentBlockByName ContentArea ContentAreaByName RetrieveSalesforceObjects
      CreateSalesforceObject UpdateSingleSalesforceObject LongSFID BuildRowsetFromString BuildRowsetFromXML
      BuildRowsetFromJSON Base64Encode Base64Decode EncryptSymmetric DecryptSymmetric MD5 SHA1 SHA256 SHA512 GUID Char
      RaiseError InvokeCreate InvokeRetrieve InvokeUpdate InvokeDelete InvokePerform InvokeExecute CreateObject
      SetObjectProperty AddObjectArrayItem WAT WATP AuthenticatedEmployeeID RegExMatch URLEncode Redirect`.split(
        /\s+/,
      );
    for (const name of commonlyUsed) expect(ampscriptFunction(name), name).toBeDefined();
  });

  it('keeps each entry consistent', () => {
    for (const f of AMPSCRIPT_FUNCTIONS) {
      expect(Number.isInteger(f.min) && Number.isInteger(f.step), f.name).toBe(true);
      expect(f.min, f.name).toBeLessThanOrEqual(f.max);
      expect(f.step, f.name).toBeGreaterThanOrEqual(1);
      expect(f.name, f.signature).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
    }
  });

  it('ignores case in names', () => {
    expect(ampscriptFunction('lookuprows')?.name).toBe('LookupRows');
    expect(ampscriptFunction('IIF')?.name).toBe('IIf');
    expect(ampscriptFunction('LookupRowz')).toBeUndefined();
  });

  it('counts repeating column/value pairs and triples', () => {
    const counts = (name: string, upTo = 10): number[] =>
      Array.from({ length: upTo + 1 }, (_, n) => n).filter((n) => acceptsArgumentCount(fn(name), n));
    expect(counts('LookupRows')).toEqual([3, 5, 7, 9]);
    expect(counts('Lookup')).toEqual([4, 6, 8, 10]);
    expect(counts('UpsertData')).toEqual([4, 6, 8, 10]);
    expect(counts('CloudPagesURL')).toEqual([1, 3, 5, 7, 9]);
    expect(counts('RetrieveSalesforceObjects', 12)).toEqual([5, 8, 11]);
    expect(counts('Concat')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(counts('FormatDate')).toEqual([1, 2, 3, 4]);
    expect(counts('GUID')).toEqual([0]);
  });

  it('describes the counts it takes', () => {
    expect(describeArgumentCounts(fn('Lookup'))).toBe('4, 6, 8 …');
    expect(describeArgumentCounts(fn('IIf'))).toBe('3');
    expect(describeArgumentCounts(fn('Substring'))).toBe('2 to 3');
    expect(describeArgumentCounts(fn('Concat'))).toBe('at least 1');
    expect(describeArgumentCounts(fn('Now'))).toBe('0 to 1');
    expect(describeArgumentCounts(fn('GUID'))).toBe('none');
  });

  it('finds the closest name for typos and names from other languages', () => {
    expect(closestAmpscriptFunction('LookupRowz')).toBe('LookupRows');
    expect(closestAmpscriptFunction('lookuporderedrow')).toBe('LookupOrderedRows');
    expect(closestAmpscriptFunction('AtributeValue')).toBe('AttributeValue');
    expect(closestAmpscriptFunction('Substr')).toBe('Substring');
    expect(closestAmpscriptFunction('ToUpper')).toBe('Uppercase');
    expect(closestAmpscriptFunction('Platform')).toBeUndefined();
  });
});
