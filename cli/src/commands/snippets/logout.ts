import { SETTINGS_PATH } from '@cloud-snippets/contract';
import { SfCommand } from '@salesforce/sf-plugins-core';
import { credentialsPath, readCredentials, removeCredentials } from '../../lib/credentials.js';

export interface LogoutResult {
  wasSignedIn: boolean;
  credentialsPath: string;
}

export default class Logout extends SfCommand<LogoutResult> {
  public static override readonly summary = 'Forget the access token saved on this computer.';
  public static override readonly description =
    'Deletes the saved credentials. The token itself still works until it expires: revoke it on your profile page to end it everywhere.';
  public static override readonly examples = ['<%= config.bin %> <%= command.id %>'];

  public async run(): Promise<LogoutResult> {
    const saved = await readCredentials();
    const wasSignedIn = await removeCredentials();
    if (wasSignedIn && saved) {
      this.logSuccess(`Signed out of ${saved.instanceUrl}.`);
      this.log(`To end the token everywhere, revoke it at ${saved.instanceUrl}${SETTINGS_PATH}.`);
    } else this.log('You were not signed in.');
    return { wasSignedIn, credentialsPath: credentialsPath() };
  }
}
