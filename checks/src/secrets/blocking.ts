/**
 * The author's bypass, like GitHub push protection's: a finding the author marked as a placeholder is sent back as
 * its fingerprint, recorded on the revision, and no longer blocks publishing. Every other finding still does.
 */
import type { SecretFinding } from './types.js';

export function blockingSecrets(
  findings: readonly SecretFinding[],
  allowedFingerprints: readonly string[],
): SecretFinding[] {
  const allowed = new Set(allowedFingerprints);
  return findings.filter((finding) => !allowed.has(finding.fingerprint));
}
