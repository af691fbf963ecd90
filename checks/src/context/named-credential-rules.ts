/**
 * The endpoints Apex calls out to, each needing setup before the callout runs: a Named Credential for
 * `callout:Name/…`, a Remote Site Setting for a URL written in the code (`setEndpoint('https://api.example.com/…')`, or
 * a constant holding it that `setEndpoint` is given).
 */
import type { FoundPrerequisite } from './found-prerequisite.js';
import type { PreparedFile } from './prepared-file.js';

const NAMED_CREDENTIAL = /['"]callout:([A-Za-z]\w*)(\/[^'"\s?]*)?/g;
const SET_ENDPOINT = /\.\s*setEndpoint\s*\(\s*(?:'(https?:\/\/[^'\s]+)'|([A-Za-z_]\w*))/gi;
const HOST = /^(https?:\/\/)([^/:'\s]+)/i;

/** The named credentials and remote sites the Apex of the files calls. */
export function findNamedCredentials(files: readonly PreparedFile[]): FoundPrerequisite[] {
  return files.flatMap((file) => {
    const code = file.views.apex?.code;
    if (code === undefined) return [];
    const found: FoundPrerequisite[] = [];
    for (const match of code.matchAll(NAMED_CREDENTIAL)) {
      const path = match[2] ?? '';
      found.push({
        kind: 'named-credential',
        name: match[1] ?? '',
        label: 'Paths',
        items: path.length > 1 ? [path] : [],
        note: '',
        file,
        offset: match.index,
      });
    }
    for (const match of code.matchAll(SET_ENDPOINT)) {
      const url = match[1] ?? constantValue(code, match[2] ?? '');
      const host = url === undefined ? null : HOST.exec(url);
      if (host === null) continue;
      const origin = `${(host[1] ?? '').toLowerCase()}${host[2] ?? ''}`;
      found.push({
        kind: 'named-credential',
        name: host[2] ?? '',
        label: 'Paths',
        items: [],
        note: `Remote Site Setting for ${origin}`,
        file,
        offset: match.index,
      });
    }
    return found;
  });
}

/** The URL a constant or variable is set to: `String ENDPOINT = 'https://…'`. */
const constantValue = (code: string, name: string): string | undefined =>
  name === '' ? undefined : new RegExp(`\\b${name}\\s*=\\s*'(https?://[^'\\s]+)'`).exec(code)?.[1];
