import { describe, expect, it } from 'vitest';
import { categoryOf, codeFirst, platformOf } from './local-files.js';

const file = (name: string, language: string) => ({ name, language, code: '' });

describe('what local files are', () => {
  it('is Marketing Cloud with AMPscript or SSJS, the Salesforce Platform otherwise', () => {
    expect(platformOf([file('a.ssjs', 'ssjs')])).toBe('sfmc');
    expect(platformOf([file('A.cls', 'apex')])).toBe('crm');
  });

  it('suggests the category the editor would', () => {
    expect(categoryOf([file('A.cls', 'apex'), file('ATest.cls', 'apex')], 'crm')).toBe('apex');
    expect(categoryOf([file('c/c.js', 'javascript'), file('c/c.js-meta.xml', 'xml')], 'crm')).toBe('lwc');
    expect(categoryOf([file('P.page', 'visualforce')], 'crm')).toBe('visualforce');
    expect(categoryOf([file('a.amp', 'ampscript')], 'sfmc')).toBe('scripting');
  });

  it('leads with code, not a -meta.xml', () => {
    const files = [file('A.cls-meta.xml', 'xml'), file('A.cls', 'apex')];
    expect(codeFirst(files).map((f) => f.name)).toEqual(['A.cls', 'A.cls-meta.xml']);
  });
});
