/**
 * The kinds of credential the scan names, each with the rule id it reports under (`secret/<id>`), the label the
 * field error uses ('Line 12 looks like <label>') and how specific its detection is. When two rules flag the same
 * text the more specific kind wins: an exact format (`00D…!…`, `AKIA…`) over a name-and-shape match
 * (`client_secret` = 24 alphanumerics) over a random-looking value assigned to a secret-sounding name.
 */

export type Specificity = 1 | 2 | 3;

export interface SecretKind {
  id: string;
  label: string;
  /** 3: an exact token format; 2: a known shape under a known name; 1: a random value under a secret-ish name. */
  specificity: Specificity;
}

const kind = (id: string, label: string, specificity: Specificity): SecretKind => ({
  id,
  label,
  specificity,
});

/** The kinds this module's own rules report (rules/). */
export const KINDS = {
  salesforceAccessToken: kind('salesforce-access-token', 'a Salesforce access token', 3),
  salesforceRefreshToken: kind('salesforce-refresh-token', 'a Salesforce refresh token', 3),
  consumerKey: kind('connected-app-consumer-key', 'a connected app consumer key', 3),
  consumerSecret: kind('connected-app-consumer-secret', 'a connected app consumer secret', 2),
  marketingCloudClientId: kind('marketing-cloud-client-id', 'a Marketing Cloud client id', 2),
  marketingCloudClientSecret: kind('marketing-cloud-client-secret', 'a Marketing Cloud client secret', 2),
  loginPassword: kind('login-password', 'a password in a login call', 2),
  connectionStringPassword: kind('connection-string-password', 'a password in a connection string', 2),
  formPassword: kind('form-password', 'a password in a form-encoded body', 2),
  securityToken: kind('salesforce-security-token', 'a Salesforce security token', 2),
  jwt: kind('jwt', 'a JSON Web Token', 3),
  googleApiKey: kind('google-api-key', 'a Google API key', 3),
  cloudSnippetsToken: kind('cloud-snippets-token', 'a Cloud Snippets access token', 3),
  clientSecret: kind('client-secret', 'a client secret', 1),
  secret: kind('secret', 'a secret', 1),
  apiKey: kind('api-key', 'an API key', 1),
  accessToken: kind('access-token', 'an access token', 1),
  password: kind('password', 'a password', 1),
  privateKeyValue: kind('private-key', 'a private key', 1),
} as const satisfies Record<string, SecretKind>;

/** The kinds of secretlint's recommended preset, by rule id (and message id where one rule finds several). */
const PRESET_KINDS: Record<string, SecretKind> = {
  'aws:AWSAccessKeyID': kind('aws-access-key', 'an AWS access key', 3),
  'aws:AWSSecretAccessKey': kind('aws-secret-access-key', 'an AWS secret access key', 3),
  'aws:AWSAccountID': kind('aws-account-id', 'an AWS account id', 3),
  gcp: kind('gcp-service-account-key', 'a Google Cloud service account key', 3),
  npm: kind('npm-token', 'an npm access token', 3),
  'slack:IncomingWebhook': kind('slack-webhook', 'a Slack incoming webhook URL', 3),
  slack: kind('slack-token', 'a Slack token', 3),
  basicauth: kind('url-password', 'a password in a URL', 3),
  openai: kind('openai-api-key', 'an OpenAI API key', 3),
  anthropic: kind('anthropic-api-key', 'an Anthropic API key', 3),
  groq: kind('groq-api-key', 'a Groq API key', 3),
  huggingface: kind('huggingface-token', 'a Hugging Face token', 3),
  linear: kind('linear-api-key', 'a Linear API key', 3),
  notion: kind('notion-token', 'a Notion integration token', 3),
  privatekey: kind('private-key', 'a private key', 3),
  sendgrid: kind('sendgrid-api-key', 'a SendGrid API key', 3),
  shopify: kind('shopify-token', 'a Shopify access token', 3),
  stripe: kind('stripe-key', 'a Stripe secret key', 3),
  github: kind('github-token', 'a GitHub token', 3),
  gitlab: kind('gitlab-token', 'a GitLab token', 3),
  grafana: kind('grafana-token', 'a Grafana token', 3),
  '1password': kind('1password-token', 'a 1Password service account token', 3),
  'database-connection-string': kind('database-password', 'a database connection string with a password', 3),
  'hashicorp-vault': kind('vault-token', 'a HashiCorp Vault token', 3),
  vercel: kind('vercel-token', 'a Vercel token', 3),
  databricks: kind('databricks-token', 'a Databricks token', 3),
  docker: kind('docker-token', 'a Docker access token', 3),
  figma: kind('figma-token', 'a Figma token', 3),
  cloudflare: kind('cloudflare-token', 'a Cloudflare API token', 3),
  tailscale: kind('tailscale-key', 'a Tailscale key', 3),
};

const PRESET_RULE_PREFIX = '@secretlint/secretlint-rule-';
const ownKinds = new Map<string, SecretKind>(Object.values(KINDS).map((k) => [k.id, k]));

/** The kind of a secretlint message: ours by message id (our rules use the kind id), the preset's by rule id. */
export function kindOfMessage(ruleId: string, messageId: string): SecretKind {
  const own = ownKinds.get(messageId);
  if (own && !ruleId.startsWith(PRESET_RULE_PREFIX)) return own;
  const name = ruleId.startsWith(PRESET_RULE_PREFIX) ? ruleId.slice(PRESET_RULE_PREFIX.length) : ruleId;
  return (
    PRESET_KINDS[`${name}:${messageId}`] ??
    PRESET_KINDS[name] ??
    kind(name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase(), 'a credential', 3)
  );
}
