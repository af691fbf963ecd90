/**
 * The custom permissions a snippet checks: Apex's `FeatureManagement.checkPermission('X')`, an LWC's
 * `@salesforce/customPermission/X` and Visualforce's `$Permission.X`. A user has one through a permission set.
 */
import type { FoundPrerequisite } from './found-prerequisite.js';
import type { Dialect, PreparedFile } from './prepared-file.js';

const CHECKS: readonly { dialect: Dialect; pattern: RegExp }[] = [
  { dialect: 'apex', pattern: /\bFeatureManagement\s*\.\s*checkPermission\s*\(\s*'(\w+)'/gi },
  { dialect: 'js', pattern: /['"]@salesforce\/customPermission\/(\w+)['"]/g },
  { dialect: 'markup', pattern: /\$Permission\s*\.\s*(\w+)/g },
];

/** The custom permissions the files check. */
export function findPermissions(files: readonly PreparedFile[]): FoundPrerequisite[] {
  return files.flatMap((file) =>
    CHECKS.flatMap(({ dialect, pattern }) =>
      [...(file.views[dialect]?.code ?? '').matchAll(pattern)].map((match) => ({
        kind: 'permission-set' as const,
        name: match[1] ?? '',
        label: '',
        items: [],
        note: `Custom permission ${match[1] ?? ''}, granted by a permission set`,
        file,
        offset: match.index,
      })),
    ),
  );
}
