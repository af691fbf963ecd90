import type { CompanyIdentifier, SecretFinding } from '@cloud-snippets/checks';

/** What the checks worker answers for a fake Marketing Cloud client secret on `line` (tests of the editor's checks). */
export const fakeSecretFinding = (line = 1): SecretFinding => ({
  rule: 'secret/marketing-cloud-client-secret',
  severity: 'error',
  line,
  column: 22,
  endLine: line,
  endColumn: 46,
  message: 'looks like a Marketing Cloud client secret',
  fix: 'Replace it with a placeholder such as YOUR_MARKETING_CLOUD_CLIENT_SECRET, and revoke it if it was real.',
  kind: 'a Marketing Cloud client secret',
  fingerprint: '2123c8f258463691',
});

/** A MID on line 1, as in `var mid = 514009341;`. */
export const fakeMid: CompanyIdentifier = {
  kind: 'mid',
  value: '514009341',
  line: 1,
  column: 11,
  endLine: 1,
  endColumn: 20,
  replacement: 'YOUR_MID',
};
