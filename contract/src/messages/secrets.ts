/** The secret check's refusals (decision 046). Each secret is also a field error: 'Line 12 looks like …'. */
export const SECRETS = {
  /** A snippet: its author may publish a finding that is a placeholder. */
  snippetRefused:
    'This would publish a secret. Remove it, or mark it as a placeholder if it is not a real credential.',
  /** A comment or a profile field: no placeholder bypass there. */
  textRefused: 'This would publish a secret. Remove it before posting.',
} as const;
