/** Named credentials and remote sites of Apex callouts, and URLs that are neither. */
import { describe, expect, it } from 'vitest';
import { foundPrerequisites } from './test-support.js';

const cases: { what: string; code: string; expected: string[] }[] = [
  {
    what: 'callout:Name with the paths called',
    code: "req.setEndpoint('callout:Shipping_API/v2/rates');\nother.setEndpoint('callout:Shipping_API/v2/labels?x=1');",
    expected: ['named-credential Shipping_API [Paths: /v2/rates, /v2/labels]'],
  },
  {
    what: 'callout:Name without a path',
    code: "req.setEndpoint('callout:ERP');",
    expected: ['named-credential ERP []'],
  },
  {
    what: 'a literal URL given to setEndpoint',
    code: "req.setEndpoint('https://api.example.com/v1/orders');",
    expected: ['named-credential api.example.com [Remote Site Setting for https://api.example.com]'],
  },
  {
    what: 'a constant holding the URL',
    code: "static final String BASE = 'https://erp.example.com/api';\nvoid go() { req.setEndpoint(BASE + '/orders'); }",
    expected: ['named-credential erp.example.com [Remote Site Setting for https://erp.example.com]'],
  },
  {
    what: 'URLs not called, and callouts in comments',
    code: "String help = 'https://help.example.com';\n// req.setEndpoint('callout:Old_API/x');\nreq.setEndpoint(endpointFor(record));",
    expected: [],
  },
];

describe('named credential prerequisites', () => {
  it.each(cases.map((c) => [c.what, c] as const))('%s', (_what, c) => {
    expect(foundPrerequisites('apex', c.code)).toEqual(c.expected);
  });
});
