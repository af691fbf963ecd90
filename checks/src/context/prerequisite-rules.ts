/** Every finder of prerequisites, one per kind (decision 047). */
import { findApiScopes } from './api-scope-rules.js';
import { findCustomObjects } from './custom-object-rules.js';
import { findDataExtensions } from './data-extension-rules.js';
import type { FoundPrerequisite } from './found-prerequisite.js';
import { findNamedCredentials } from './named-credential-rules.js';
import { findPermissions } from './permission-rules.js';
import type { PreparedFile } from './prepared-file.js';

export const PREREQUISITE_FINDERS: readonly ((files: readonly PreparedFile[]) => FoundPrerequisite[])[] = [
  findDataExtensions,
  findCustomObjects,
  findNamedCredentials,
  findApiScopes,
  findPermissions,
];
