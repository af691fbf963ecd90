import { text } from 'node:stream/consumers';
import { SETTINGS_PATH, type SelfUser } from '@cloud-snippets/contract';
import { Flags, SfCommand } from '@salesforce/sf-plugins-core';
import { SnippetsApi, normalizeInstanceUrl } from '../../lib/api-client.js';
import { ENV } from '../../lib/connection.js';
import { readCredentials, saveCredentials } from '../../lib/credentials.js';
import { failure } from '../../lib/exit-codes.js';
import { instanceUrlFlag } from '../../lib/flags.js';
import { openInBrowser } from '../../lib/open-url.js';

export interface LoginResult {
  instanceUrl: string;
  username: string;
  credentialsPath: string;
}

export default class Login extends SfCommand<LoginResult> {
  public static override readonly summary = 'Sign in to Cloud Snippets with a personal access token.';
  public static override readonly description = `Asks for an access token (create one on your profile page; --browser opens it), checks it with the site and saves it in your configuration folder (~/.config/cloud-snippets/credentials.json), readable by you only.

When standard input is not a terminal, the token is read from it, so a script can pipe it in.`;
  public static override readonly examples = [
    '<%= config.bin %> <%= command.id %> --instance-url https://snippets.example.com --browser',
    'echo "$SNIPPETS_TOKEN" | <%= config.bin %> <%= command.id %> --instance-url https://snippets.example.com',
  ];
  public static override readonly flags = {
    'instance-url': instanceUrlFlag,
    browser: Flags.boolean({ char: 'b', summary: 'Open the profile page, where you create a token, first.' }),
  };

  public async run(): Promise<LoginResult> {
    const { flags } = await this.parse(Login);
    const raw =
      flags['instance-url'] ?? process.env[ENV.instanceUrl] ?? (await readCredentials())?.instanceUrl;
    if (!raw)
      throw failure('refused', 'Which site? Give its address with --instance-url.', [
        'sf snippets login --instance-url https://snippets.example.com',
      ]);
    const instanceUrl = normalizeInstanceUrl(raw);
    const profileUrl = `${instanceUrl}${SETTINGS_PATH}`;
    if (flags.browser && !(await openInBrowser(profileUrl)))
      this.log(`Open ${profileUrl} to create a token.`);
    const token = (
      process.stdin.isTTY
        ? await this.secretPrompt({ message: `Access token (create one at ${profileUrl})`, ms: 300_000 })
        : await text(process.stdin)
    ).trim();
    if (!token) throw failure('auth', 'No token was given.', [`Create one at ${profileUrl}`]);
    const { user } = await new SnippetsApi(instanceUrl, token).get<{ user: SelfUser }>('/api/auth/profile');
    const credentialsPath = await saveCredentials({ instanceUrl, username: user.username, token });
    this.logSuccess(`Signed in to ${instanceUrl} as ${user.username}.`);
    this.log(`Token saved in ${credentialsPath}, readable by you only.`);
    return { instanceUrl, username: user.username, credentialsPath };
  }
}
