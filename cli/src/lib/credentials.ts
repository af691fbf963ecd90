import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** What `sf snippets login` keeps: the site, the member and their token. */
export interface Credentials {
  instanceUrl: string;
  username: string;
  token: string;
}

/**
 * The folder credentials live in: `$XDG_CONFIG_HOME/cloud-snippets` (`~/.config/cloud-snippets`), or
 * `%APPDATA%\cloud-snippets` on Windows. Not the project, so a token is never committed with one.
 */
export function configDir(env: NodeJS.ProcessEnv = process.env): string {
  if (process.platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'cloud-snippets');
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config');
  return join(base, 'cloud-snippets');
}

export const credentialsPath = () => join(configDir(), 'credentials.json');

export async function readCredentials(): Promise<Credentials | null> {
  try {
    const saved = JSON.parse(await readFile(credentialsPath(), 'utf8')) as Partial<Credentials>;
    if (typeof saved.instanceUrl !== 'string' || typeof saved.token !== 'string') return null;
    return { instanceUrl: saved.instanceUrl, token: saved.token, username: saved.username ?? '' };
  } catch {
    return null;
  }
}

/** Writes the credentials readable by their owner only: the folder 0700, the file 0600 (chmod for an older file). */
export async function saveCredentials(credentials: Credentials): Promise<string> {
  await mkdir(configDir(), { recursive: true, mode: 0o700 });
  const path = credentialsPath();
  await writeFile(path, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
  return path;
}

export async function removeCredentials(): Promise<boolean> {
  const existed = (await readCredentials()) !== null;
  await rm(credentialsPath(), { force: true });
  return existed;
}
