/**
 * The scopes of the Marketing Cloud installed package a snippet's REST calls need. Only resources whose scope is
 * documented in Marketing Cloud's "REST API Permission IDs and Scopes" and the resource pages are listed; a resource
 * not in the table suggests no scope rather than a guess.
 */
import type { FoundPrerequisite } from './found-prerequisite.js';
import type { Dialect, PreparedFile } from './prepared-file.js';

interface ScopeRule {
  /** The resource path, as written in the code. */
  path: RegExp;
  scope: string;
  /** The scope a POST, PUT or PATCH to the resource needs instead. */
  writeScope?: string;
}

/** Resource → scope. `/messaging/v1/` sends email except on its SMS and domain-verification resources. */
export const MARKETING_CLOUD_API_SCOPES: readonly ScopeRule[] = [
  { path: /\/?\bhub\/v1\/dataevents\b/g, scope: 'data_extensions_write' },
  { path: /\/?\bdata\/v1\/async\/dataextensions\b/g, scope: 'data_extensions_write' },
  { path: /\/?\bdata\/v1\/customobjectdata\b/g, scope: 'data_extensions_read' },
  { path: /\/?\bmessaging\/v1\/sms\b/g, scope: 'sms_send' },
  { path: /\/?\bmessaging\/v1\/(?!sms\b|domainverification\b)/g, scope: 'email_send' },
  { path: /\/?\binteraction\/v1\/events\b/g, scope: 'journeys_execute' },
  { path: /\/?\basset\/v1\//g, scope: 'saved_content_read', writeScope: 'saved_content_write' },
  {
    path: /\/?\bcontacts\/v1\//g,
    scope: 'list_and_subscribers_read',
    writeScope: 'list_and_subscribers_write',
  },
];

/** Code that calls Marketing Cloud's REST API with a package's token. */
const CALLERS: readonly Dialect[] = ['js', 'python', 'ssjs', 'ampscript', 'apex'];

/** A write method on the call's line or the few lines after it: `method: 'POST'`, `axios.post(`. */
const WRITE_METHOD = /['"](?:POST|PUT|PATCH)['"]|\.\s*(?:post|put|patch)\s*\(/;

const isWrite = (code: string, offset: number): boolean => {
  const before = code.slice(Math.max(0, offset - 200), offset);
  const after = code
    .slice(offset, offset + 600)
    .split('\n')
    .slice(0, 7)
    .join('\n');
  return WRITE_METHOD.test(before.slice(before.lastIndexOf('\n') + 1) + after);
};

/** The offset of the first call that writes to a resource whose write needs a scope of its own, or -1. */
export function firstRestWrite(file: PreparedFile): number {
  let first = -1;
  for (const dialect of CALLERS) {
    const code = file.views[dialect]?.code;
    if (code === undefined) continue;
    for (const rule of MARKETING_CLOUD_API_SCOPES) {
      if (rule.writeScope === undefined) continue;
      for (const match of code.matchAll(rule.path))
        if (isWrite(code, match.index) && (first === -1 || match.index < first)) first = match.index;
    }
  }
  return first;
}

/** The API scopes the REST calls of the files need, each with the resources that need it. */
export function findApiScopes(files: readonly PreparedFile[]): FoundPrerequisite[] {
  return files.flatMap((file) =>
    CALLERS.flatMap((dialect) => {
      const code = file.views[dialect]?.code;
      if (code === undefined) return [];
      return MARKETING_CLOUD_API_SCOPES.flatMap((rule) =>
        [...code.matchAll(rule.path)].map((match) => ({
          kind: 'api-scope' as const,
          name: rule.writeScope !== undefined && isWrite(code, match.index) ? rule.writeScope : rule.scope,
          label: 'Resources',
          items: [`/${match[0].replace(/^\/|\/$/g, '')}`],
          note: '',
          file,
          offset: match.index,
        })),
      );
    }),
  );
}
