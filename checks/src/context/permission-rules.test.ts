/** Custom permissions a snippet checks, each granted by a permission set. */
import { describe, expect, it } from 'vitest';
import { foundPrerequisites } from './test-support.js';

const cases: { what: string; language: string; code: string; expected: string[] }[] = [
  {
    what: "Apex's FeatureManagement.checkPermission",
    language: 'apex',
    code: "if (!FeatureManagement.checkPermission('Approve_Invoices')) {\n  throw new NoAccessException();\n}",
    expected: [
      'permission-set Approve_Invoices [Custom permission Approve_Invoices, granted by a permission set]',
    ],
  },
  {
    what: "an LWC's custom permission import",
    language: 'javascript',
    code: "import canApprove from '@salesforce/customPermission/Approve_Invoices';",
    expected: [
      'permission-set Approve_Invoices [Custom permission Approve_Invoices, granted by a permission set]',
    ],
  },
  {
    what: "Visualforce's $Permission",
    language: 'visualforce',
    code: '<apex:page>\n  <apex:outputPanel rendered="{!$Permission.Approve_Invoices}"/>\n</apex:page>',
    expected: [
      'permission-set Approve_Invoices [Custom permission Approve_Invoices, granted by a permission set]',
    ],
  },
  {
    what: 'a check in a comment, and a name held in a variable',
    language: 'apex',
    code: "// FeatureManagement.checkPermission('Old_Permission')\nBoolean ok = FeatureManagement.checkPermission(name);",
    expected: [],
  },
];

describe('permission prerequisites', () => {
  it.each(cases.map((c) => [c.what, c] as const))('%s', (_what, c) => {
    expect(foundPrerequisites(c.language, c.code)).toEqual(c.expected);
  });
});
