import type { SeedComment } from './types.js';
import { ampscriptComments } from './comments/ampscript.js';
import { marketingCloudComments } from './comments/marketing-cloud.js';
import { crmComments } from './comments/crm.js';

/** Discussion threads on the demo snippets, matched by exact snippet title. */
export const seedComments: SeedComment[] = [...ampscriptComments, ...marketingCloudComments, ...crmComments];
