import { createHmac } from 'node:crypto';
import { blockingSecrets, describeFinding, scanSecrets, type SecretFinding } from '@cloud-snippets/checks';
import type { FieldError } from '@cloud-snippets/contract';

/**
 * The secret check on the server (decision 046): every text a member publishes is scanned before it is
 * stored, with the same scanner the editor runs as they type. What it finds refuses the write with one field error
 * per secret ('Line 12 looks like a Marketing Cloud client secret'); a snippet's author may name findings that are
 * placeholders (their fingerprints), which then pass and are recorded on the revision.
 */

/** A text to scan, the field its errors name, and for a snippet's files, the file's index. */
export interface ScannedText {
  field: string;
  text: string;
  file?: number;
}

/** A finding its author published as a placeholder, as a revision records it. */
export interface RecordedBypass {
  /** The finding's fingerprint keyed with the server's secret: it names the finding, and cannot be guessed back. */
  fingerprint: string;
  kind: string;
  file: number;
  line: number;
}

export interface SecretScanResult {
  /** One error per secret not marked as a placeholder, in field order then line order. */
  errors: FieldError[];
  bypasses: RecordedBypass[];
}

/** A scanner fingerprint keyed with the server's secret: what a recorded bypass holds. */
export const keyedFingerprint = (key: Uint8Array, fingerprint: string): string =>
  createHmac('sha256', key).update(fingerprint).digest('base64url').slice(0, 22);

/**
 * Scans each text; `allowed` are the fingerprints the author marked as placeholders, `keptAllowed` the keyed
 * fingerprints of the placeholders the snippet's current version was published with: a value its author marked once
 * stays marked on the next edit, without their marking it again.
 */
export async function scanTexts(
  texts: readonly ScannedText[],
  {
    allowed = [],
    keptAllowed = [],
    key,
  }: { allowed?: readonly string[]; keptAllowed?: readonly string[]; key: Uint8Array },
): Promise<SecretScanResult> {
  const keyed = (fingerprint: string) => keyedFingerprint(key, fingerprint);
  const kept = new Set(keptAllowed);
  const scanned = await Promise.all(
    texts.map(async (entry) => ({ entry, findings: entry.text ? await scanSecrets(entry.text) : [] })),
  );
  const errors: FieldError[] = [];
  const bypasses: RecordedBypass[] = [];
  for (const { entry, findings } of scanned) {
    const stillAllowed = findings.map((f) => f.fingerprint).filter((f) => kept.has(keyed(f)));
    const blocking = new Set<SecretFinding>(blockingSecrets(findings, [...allowed, ...stillAllowed]));
    for (const finding of findings) {
      if (blocking.has(finding)) errors.push({ field: entry.field, error: describeFinding(finding) });
      else
        bypasses.push({
          fingerprint: keyed(finding.fingerprint),
          kind: finding.kind,
          file: entry.file ?? 0,
          line: finding.line,
        });
    }
  }
  return { errors, bypasses };
}

/** The field errors of the secrets in texts that have no placeholder bypass (a comment, a profile). */
export async function secretErrors(texts: readonly ScannedText[], key: Uint8Array): Promise<FieldError[]> {
  return (await scanTexts(texts, { key })).errors;
}
