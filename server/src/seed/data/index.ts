import type { SeedSnippet } from './types.js';
import { sfmcAmpscriptSnippets } from './sfmc-ampscript.js';
import { sfmcSsjsSnippets } from './sfmc-ssjs.js';
import { sfmcSqlSnippets } from './sfmc-sql.js';
import { sfmcEmailHtmlSnippets } from './sfmc-email-html.js';
import { sfmcCssSnippets } from './sfmc-css.js';
import { sfmcApiSnippets } from './sfmc-api.js';
import { crmApexSnippets } from './crm-apex.js';
import { crmLwcSnippets } from './crm-lwc.js';
import { crmVisualforceSnippets } from './crm-visualforce.js';
import { crmIntegrationSnippets } from './crm-integration.js';

export type { SeedComment, SeedSnippet } from './types.js';
export { seedComments } from './comments.js';

/** Every demo snippet, Marketing Cloud first, then Sales & Service Cloud. */
export const seedSnippets: SeedSnippet[] = [
  ...sfmcAmpscriptSnippets,
  ...sfmcSsjsSnippets,
  ...sfmcSqlSnippets,
  ...sfmcEmailHtmlSnippets,
  ...sfmcCssSnippets,
  ...sfmcApiSnippets,
  ...crmApexSnippets,
  ...crmLwcSnippets,
  ...crmVisualforceSnippets,
  ...crmIntegrationSnippets,
];
