/**
 * What the secret scan reports: a Finding that also names the kind of credential, for the field error
 * ('Line 12 looks like a Marketing Cloud client secret'), and a fingerprint the author's bypass refers to; and the
 * company identifiers (tenant subdomain, MID) that are not secret but are offered a one-click replacement.
 */
import type { Finding } from '../finding.js';

export interface SecretFinding extends Finding {
  /** `secret/<kind-id>`, e.g. `secret/marketing-cloud-client-secret`. */
  rule: `secret/${string}`;
  severity: 'error';
  /** What it looks like, with its article: 'a Marketing Cloud client secret', 'an AWS access key'. */
  kind: string;
  /** 16 hex digits identifying the matched value (see fingerprint()); never the value itself. */
  fingerprint: string;
}

export type CompanyIdentifierKind = 'tenant-subdomain' | 'mid';

export interface CompanyIdentifier {
  kind: CompanyIdentifierKind;
  /** The identifier as written: `mc563885gzs27c5t9-63k636ttgm`, `514009341`. */
  value: string;
  /** 1-based position of the value, like a Finding's (inclusive line, exclusive column). */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** What replaces the value: `YOUR_SUBDOMAIN` or `YOUR_MID`. */
  replacement: string;
}
