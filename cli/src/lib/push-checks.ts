import { blockingSecrets, checkSnippetFiles, scanSecrets, type SecretFinding } from '@cloud-snippets/checks';
import { SECRETS, type SnippetFile } from '@cloud-snippets/contract';
import { failure } from './exit-codes.js';

/** A finding of the checks, where it is: `AccountService.cls:12:5`. */
export interface LocatedFinding {
  where: string;
  rule: string;
  message: string;
  fingerprint?: string;
}

export interface PushChecks {
  /** Secrets marked as placeholders with --allow-placeholder, sent as the snippet's allowedSecrets. */
  allowedSecrets: string[];
  /** What the code checks found (SSJS, AMPscript, Apex and SOQL syntax): shown, not blocking, as in the editor. */
  warnings: LocatedFinding[];
}

const located = (where: string, finding: SecretFinding): LocatedFinding => ({
  where: `${where}:${finding.line}:${finding.column}`,
  rule: finding.rule,
  message: `looks like ${finding.kind}`,
  fingerprint: finding.fingerprint,
});

/**
 * The editor's checks before anything is sent (decision 046): a secret in the title, the description or a file
 * refuses the push unless its fingerprint is given as a placeholder; the code checks' findings are warnings. The
 * server scans again on its side; this only saves the round trip and names each finding with its file.
 */
export async function checkBeforePush(
  input: { title: string; description: string; files: readonly SnippetFile[] },
  placeholders: readonly string[],
  /** For an update: which of these fingerprints the snippet was already published with as placeholders. */
  keptPlaceholders: (fingerprints: string[]) => Promise<string[]> = async () => [],
): Promise<PushChecks> {
  const texts = [
    { where: 'title', text: input.title },
    { where: 'description', text: input.description },
    ...input.files.map((file) => ({ where: file.name, text: file.code })),
  ];
  let secrets: LocatedFinding[] = [];
  for (const { where, text } of texts)
    for (const finding of blockingSecrets(await scanSecrets(text), placeholders))
      secrets.push(located(where, finding));
  if (secrets.length) {
    // An edit keeps the placeholders its snippet was published with (decision 046), as the editor does.
    const kept = new Set(await keptPlaceholders(secrets.map((secret) => secret.fingerprint!)));
    secrets = secrets.filter((secret) => !kept.has(secret.fingerprint!));
  }
  if (secrets.length)
    throw failure(
      'refusedByChecks',
      SECRETS.snippetRefused,
      [
        ...secrets.map((secret) => `${secret.where} ${secret.message} (fingerprint ${secret.fingerprint})`),
        'A placeholder, not a real credential? Push again with --allow-placeholder <fingerprint> for each.',
      ],
      { secrets },
    );
  const { findings } = checkSnippetFiles(input.files);
  const warnings = findings.map((finding) => ({
    where: `${input.files[finding.file]?.name ?? ''}:${finding.line}:${finding.column}`,
    rule: finding.rule,
    message: finding.message,
  }));
  return { allowedSecrets: [...placeholders], warnings };
}
