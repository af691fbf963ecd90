/**
 * The messages between the editor and the checks' web worker (checks.worker.ts): a file to check, or a text whose
 * company identifiers to replace, and what comes back. Types only: the checks themselves load in the worker.
 */
import type { CompanyIdentifier, Finding, SecretFinding } from '@cloud-snippets/checks';

/** A finding of the code checks (SSJS, AMPscript) or of the secret scan, which also names a kind and fingerprint. */
export type CodeFinding = Finding | SecretFinding;

/** Check one file by its language and scan it for secrets and company identifiers. */
export interface CheckRequest {
  id: number;
  /** The file's name, when it has one: it tells an Apex class (`.cls`) from a trigger (`.trigger`). */
  name?: string;
  language: string;
  code: string;
}

/** Put YOUR_SUBDOMAIN and YOUR_MID in place of the tenant subdomains and MIDs of a text. */
export interface ReplaceRequest {
  id: number;
  replace: 'company-identifiers';
  code: string;
}

export type WorkerRequest = CheckRequest | ReplaceRequest;

export interface CheckAnswer {
  id: number;
  /** checkFile's findings and scanSecrets', in text order. */
  findings: CodeFinding[];
  companyIdentifiers: CompanyIdentifier[];
  /** How long the checks took in the worker, in milliseconds. */
  ms: number;
}

export interface ReplaceAnswer {
  id: number;
  code: string;
}

/** A check that threw: the editor shows no marks for it, and the server still checks on save. */
export interface FailedAnswer {
  id: number;
  error: string;
}

export type WorkerAnswer = CheckAnswer | ReplaceAnswer | FailedAnswer;

export const isSecretFinding = (finding: CodeFinding): finding is SecretFinding =>
  finding.rule.startsWith('secret/');
