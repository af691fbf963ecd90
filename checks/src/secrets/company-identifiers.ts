/**
 * Marketing Cloud tenant subdomains and MIDs: not secrets (they unlock nothing), but they name the company a
 * snippet came from. The editor shows them as warnings with one click to swap them for `YOUR_SUBDOMAIN` and
 * `YOUR_MID`; scanSecrets() never reports them.
 * - Tenant subdomain: the 28-character `mc…` host label of `https://mc….auth|rest|soap.marketingcloudapis.com`,
 *   or an `mc…` value assigned to `subdomain`/`tenant`.
 * - MID: a 7–10 digit number next to `mid`, `MID`, `childMid`, `account_id`, `accountId`, `member_id`, `eid`…
 *   (also in a `[…]` list), in WSProxy `setClientId({ ID: … })` / `Client: { ID: … }`, or in SOAP `<MID>`,
 *   `<ClientID><ID>…</ID>`, `<AccountID>`.
 */
import { positionAt } from '../finding.js';
import { isPatterned } from './placeholder.js';
import { assignmentPattern, findAssignments } from './rules/assignment.js';
import type { CompanyIdentifier, CompanyIdentifierKind } from './types.js';

interface Occurrence {
  kind: CompanyIdentifierKind;
  start: number;
  end: number;
}

const REPLACEMENTS: Record<CompanyIdentifierKind, string> = {
  'tenant-subdomain': 'YOUR_SUBDOMAIN',
  mid: 'YOUR_MID',
};

const SUBDOMAIN_SHAPE = /^mc(?=[a-z0-9-]*[0-9])[a-z0-9-]{20,30}$/;
const TENANT_HOST = /(?<![A-Za-z0-9-])(mc[a-z0-9-]{20,30})\.(?:auth|rest|soap)\.marketingcloudapis\.com/dg;
const SUBDOMAIN_NAMES = assignmentPattern(String.raw`sub[_-]?domain|tenant(?:[_-]?(?:id|subdomain))?`);

const MID_NAMES = String.raw`mids?|member[_-]?id|account[_-]?id|eid|enterprise[_-]?id|business[_-]?unit[_-]?id`;
const MID_ASSIGNMENT = new RegExp(
  String.raw`(?<![A-Za-z0-9_$@-])(?<name>[@$]?[A-Za-z0-9_-]*?(?:${MID_NAMES}))(?![A-Za-z0-9_-])(?:\\?["'])?[ \t]*(?::=|=>|:|=|,)[ \t]*(?<value>\[[^\]\n]*\]|\\?["']?\d{7,10}(?![0-9]))`,
  'dgi',
);
const MID_IN_STRUCTURE =
  /(?:setClientId\(\s*\{|Client(?:ID)?["']?\s*:\s*\{)\s*["']?ID["']?\s*:\s*["']?(?<mid>\d{7,10})(?![0-9])|<(?:MID|ClientID|AccountID|EID)>\s*(?:<ID>\s*)?(?<xmlMid>\d{7,10})\s*</dg;
const NUMBER = /(?<![0-9])\d{7,10}(?![0-9])/g;

/** `…mid` must be its own word: `childMid`, `parent_mid`, `MID`, not `pyramid`. */
function isMidName(name: string): boolean {
  const bare = name.replace(/^[@$]/, '');
  if (!/mids?$/i.test(bare)) return true;
  return /^mids?$/i.test(bare) || /[_-]mids?$/i.test(bare) || /[a-z0-9](?:Mids?|MIDS?)$/.test(bare);
}

/** `1234567`, `9876543`, `0000000`: a number typed as a stand-in. */
function isPlaceholderNumber(digits: string): boolean {
  if (/^(\d)\1+$/.test(digits)) return true;
  const steps = new Set<number>();
  for (let i = 1; i < digits.length; i++)
    steps.add((digits.charCodeAt(i) - digits.charCodeAt(i - 1) + 10) % 10);
  return steps.size === 1;
}

function* occurrences(text: string): Generator<Occurrence> {
  for (const match of text.matchAll(TENANT_HOST)) {
    const span = match.indices?.[1];
    if (span && SUBDOMAIN_SHAPE.test(match[1] ?? '') && !isPatterned(match[1] ?? '')) {
      yield { kind: 'tenant-subdomain', start: span[0], end: span[1] };
    }
  }
  for (const { value, start, end } of findAssignments(text, SUBDOMAIN_NAMES)) {
    if (SUBDOMAIN_SHAPE.test(value) && !isPatterned(value)) yield { kind: 'tenant-subdomain', start, end };
  }
  for (const match of text.matchAll(MID_ASSIGNMENT)) {
    const span = match.indices?.groups?.value;
    if (!span || !isMidName(match.groups?.name ?? '')) continue;
    for (const number of text.slice(span[0], span[1]).matchAll(NUMBER)) {
      if (isPlaceholderNumber(number[0])) continue;
      const start = span[0] + number.index;
      yield { kind: 'mid', start, end: start + number[0].length };
    }
  }
  for (const match of text.matchAll(MID_IN_STRUCTURE)) {
    const span = match.indices?.groups?.mid ?? match.indices?.groups?.xmlMid;
    if (span && !isPlaceholderNumber(text.slice(span[0], span[1])))
      yield { kind: 'mid', start: span[0], end: span[1] };
  }
}

/** Each occurrence once, in text order. */
function sortedOccurrences(text: string): Occurrence[] {
  const byStart = new Map<number, Occurrence>();
  for (const occurrence of occurrences(text)) byStart.set(occurrence.start, occurrence);
  return [...byStart.values()].sort((a, b) => a.start - b.start);
}

export function findCompanyIdentifiers(text: string): CompanyIdentifier[] {
  return sortedOccurrences(text).map(({ kind, start, end }) => {
    const from = positionAt(text, start);
    const to = positionAt(text, end);
    return {
      kind,
      value: text.slice(start, end),
      line: from.line,
      column: from.column,
      endLine: to.line,
      endColumn: to.column,
      replacement: REPLACEMENTS[kind],
    };
  });
}

/** The one-click action: every tenant subdomain becomes `YOUR_SUBDOMAIN`, every MID `YOUR_MID`. */
export function replaceCompanyIdentifiers(text: string): string {
  let result = '';
  let from = 0;
  for (const { kind, start, end } of sortedOccurrences(text)) {
    if (start < from) continue;
    result += text.slice(from, start) + REPLACEMENTS[kind];
    from = end;
  }
  return result + text.slice(from);
}
