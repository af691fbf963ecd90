import type { SelfUser } from '@cloud-snippets/contract';
import { SfCommand } from '@salesforce/sf-plugins-core';
import { connect } from '../../lib/connection.js';
import { instanceUrlFlag } from '../../lib/flags.js';

export interface WhoamiResult {
  instanceUrl: string;
  username: string;
}

export default class Whoami extends SfCommand<WhoamiResult> {
  public static override readonly summary =
    'Show who you are signed in as, asking the site (a revoked token says so).';
  public static override readonly examples = [
    '<%= config.bin %> <%= command.id %>',
    '<%= config.bin %> <%= command.id %> --json',
  ];
  public static override readonly flags = { 'instance-url': instanceUrlFlag };

  public async run(): Promise<WhoamiResult> {
    const { flags } = await this.parse(Whoami);
    const { api, instanceUrl } = await connect({ instanceUrl: flags['instance-url'], signedIn: true });
    const { user } = await api.get<{ user: SelfUser }>('/api/auth/profile');
    this.log(`${user.username} on ${instanceUrl}`);
    return { instanceUrl, username: user.username };
  }
}
