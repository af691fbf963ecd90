import open from 'open';

/** Opens a page in the member's browser; a machine without one (a server, CI) gets the address printed instead. */
export async function openInBrowser(url: string): Promise<boolean> {
  try {
    const child = await open(url, { wait: false });
    child.on('error', () => undefined);
    return true;
  } catch {
    return false;
  }
}
